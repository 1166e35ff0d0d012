### Presses on the table card and private messages (bot/discord/presses.py, bot/discord/dms.py).

## A press that changes nothing.

presses-stale = このカードはここで以前に行われた卓のものなので、何も変更していません。今の卓は `/game status` で確認できます。
presses-started = ゲームはもう始まっているので、ロビーのボタンは使えません。卓のカードか `/game status` を使ってください。
presses-over = このゲームは終了しているので、何も変更していません。`/game history` で手順を確認でき、`/game rematch` でもう一度遊べます。
presses-not-started = ゲームはまだ始まっていません。今はロビーのカードのボタンを使ってください。
presses-unknown = 知らないボタンなので、何も変更していません。今の卓は `/game status` で確認できます。

## The lobby card: each option with what it does (in the table's language).

presses-lobby-option = { $name }：{ $value } — { $about }
presses-option-placeholder = { $name }：{ $value } — { $about }

## Private messages: /game dm off|on.

presses-dm-on = DM をオンにしました。あなたの秘密が変わるたびに DM を送ります。
presses-dm-off = DM をオフにしました。DM は送りません。手札はいつでも、卓のカードの「手札」か `/game hand` で見られます。
presses-dm-held = あなたの秘密が変わりましたが、DM がオフなので送っていません（卓ごとに一度だけお知らせします）。卓のカードの「手札」か `/game hand` で確認してください。`/game dm on` で DM を再開できます。
