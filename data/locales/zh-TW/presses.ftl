### Presses on the table card and private messages (bot/discord/presses.py, bot/discord/dms.py).

## A press that changes nothing.

presses-stale = 這張牌桌卡屬於這裡先前的一桌，所以沒有做任何變更。用 `/game status` 查看現在的牌桌。
presses-started = 遊戲已經開始，大廳的按鈕現在不再作用。請使用牌桌卡或 `/game status`。
presses-over = 這局遊戲已經結束，所以沒有做任何變更。`/game history` 列出這局的行動；`/game rematch` 可以再來一局。
presses-not-started = 遊戲還沒開始：目前請使用大廳卡上的按鈕。
presses-unknown = 我不認得這個按鈕，所以沒有做任何變更。用 `/game status` 查看現在的牌桌。

## The lobby card: each option with what it does (in the table's language).

presses-lobby-option = { $name }：{ $value } — { $about }
presses-option-placeholder = { $name }：{ $value } — { $about }

## Private messages: /game dm off|on.

presses-dm-on = 私訊已開啟：你的秘密資訊一有變化，我就會私訊你。
presses-dm-off = 私訊已關閉：我不會再私訊你。隨時可以查看你的手牌：按牌桌卡上的「我的手牌」，或用 `/game hand`。
presses-dm-held = 你的秘密資訊有了變化，但你關閉了私訊，所以我沒有傳送（每桌只提醒一次）。按牌桌卡上的「我的手牌」或用 `/game hand` 查看；`/game dm on` 可重新開啟私訊。
