### Futures!（期貨）：遊戲說的話。用詞依 docs/i18n/glossary.md（出自日文規則書）。

futures-title = Futures!（期貨）

## 詞彙：規則書的用詞，訊息以 { -futures-... } 引用。

-futures-corn = 玉米
-futures-rice = 稻米
-futures-pepper = 胡椒
-futures-futures = 期貨
-futures-settle = 結算
-futures-trade = 買賣
-futures-market = 行情
-futures-up = 漲
-futures-down = 跌

## 當作參數傳入的用詞：商品、漲跌、變動卡。

futures-commodity-corn = { -futures-corn }
futures-commodity-rice = { -futures-rice }
futures-commodity-pepper = { -futures-pepper }
# 走勢圖與圖板數字上的商品名稱。
futures-pic-figure-corn = { -futures-corn }
futures-pic-figure-rice = { -futures-rice }
futures-pic-figure-pepper = { -futures-pepper }
futures-side-up = { -futures-up }
futures-side-down = { -futures-down }
# 變動卡：「玉米漲」。
futures-card = { $commodity }{ $side }

## 列舉：{ $first } 與 { $rest }（三項以上）、{ $first } 與 { $last }（最後兩項）。

futures-join-comma = { $first }、{ $rest }
futures-join-comma-last = { $first }、{ $last }
futures-join-semi = { $first }；{ $rest }
futures-join-semi-last = { $first }；{ $last }
futures-join-or = { $first }、{ $rest }
futures-join-or-last = { $first }或{ $last }
futures-join-and = { $first }、{ $rest }
futures-join-and-last = { $first }和{ $last }
futures-join-plus = { $first }＋{ $rest }
futures-join-plus-last = { $first }＋{ $last }
futures-join-sentences = { $first }{ $rest }
futures-join-sentences-last = { $first }{ $last }

## 準備與回合。

futures-opening = Futures!（期貨）：{ $players } 人遊戲，共 { $rounds } 回合。{ $player } 持有起始玩家（SP）標記。場上牌：{ $field }。
futures-round = 第 { $round } 回合（共 { $rounds } 回合）。由 { $player } 開始前期交易。
futures-npc-covers = NPC 從牌庫頂抽一張牌，蓋在場上牌位置 { $slot }。
futures-no-card = { $player } 沒有可蓋放的牌，直接進行行動。
futures-late = 由 { $player } 開始後期交易，順序與前期相反。
futures-last-reveal = 翻開最後一張蓋牌（場上牌位置 { $slot }）：{ $card }。
futures-last-reveal-record = 翻開最後一張蓋牌（場上牌位置 { $slot }）。
futures-carry = 轉入下期：每位玩家從牌庫抽一張牌，再將一張手牌蓋著傳給左邊的玩家。
futures-draw = 你抽到{ $card }。
futures-passed-card = { $player } 已傳出一張牌。
futures-pass-card-yours = 你把{ $card }傳給 { $player }。
futures-receive = 你從 { $player } 收到{ $card }。
futures-sp-passes = 起始玩家（SP）標記傳給 { $player }。

## 行情變動與爆倉。{ $kind } 為 futures-move-* 之一。

futures-move-opening = 開局行情變動
futures-move-mid = 期中變動
futures-move-period-end = 期末變動
futures-move = { $kind }（{ $cards }）：{ $changes }。
futures-move-record = { $kind }：{ $changes }。
futures-no-cards = 沒有公開的牌
futures-no-change = 行情不變
futures-change = { $commodity } { $before }→{ $after }
futures-burst = 爆倉！{ $commodity }觸及 { $price }：{ $markers } 個交易標記強制結算（{ $debts }；{ $gains }）。{ $commodity }回到 { $start }。
futures-burst-pays = { $player } 支付 { $amount }
futures-burst-unpaid = { $player } { $amount }
futures-burst-no-debts = 無債務
futures-burst-gains = 不支付的收益：{ $players }
futures-burst-no-gains = 無收益可付

## 行動。

futures-place = { $player } 在場上牌位置 { $slot } 蓋放一張牌。
futures-place-yours = 你把{ $card }蓋放在場上牌位置 { $slot }。
futures-reveal = { $player } 翻開場上牌位置 { $slot }：{ $card }。
futures-reveal-record = { $player } 翻開場上牌位置 { $slot }。
futures-trade = { $player } 以 { $price } 買賣{ $commodity }（看{ $side }）（手續費 { $fee }）。
futures-settle = { $player } 將 { $opened } 建倉的{ $commodity }（看{ $side }）以 { $price } 結算，{ $outcome }。
futures-settle-receives = 收取 { $amount }
futures-settle-pays = 支付 { $amount }
futures-settle-even = 不賺不賠
futures-pass = { $player } 選擇過，拿取 { $income }。
futures-buy-marker = { $player } 以 { $price } 購買第 4 個交易標記。
futures-discard = { $player } 棄掉{ $cards }以追加行動（本回合尚餘 { $left } 次行動）。
futures-discard-record = { $player } 棄掉兩張手牌以追加行動（本回合尚餘 { $left } 次行動）。

## 遊戲結束。

futures-final = 最終結算：每位玩家最多 { $markers } 個交易標記正常結算，其餘強制結算。
futures-final-player = { $player } 結算 { $markers } 個交易標記：收益 { $gains }，債務 { $debts } → 資金 { $total }。
futures-final-forfeit = { $player } 結算 { $markers } 個交易標記：收益 { $gains }，債務 { $debts }，放棄收益 { $forfeited } → 資金 { $total }。
futures-winners = { $players } 以 { $money } { $count ->
        [1] 獲勝。
       *[other] 並列獲勝。
    }

## 拒絕：說明現在可以做什麼。絕不透露蓋牌。

futures-refuse-carry = 現在每位玩家都要從手牌中選一張，蓋著傳給左邊的玩家：請從你的手牌中選一張（手牌在你的私人畫面中）。
futures-refuse-place = 請先從手牌選一張，蓋放在未蓋牌的場上牌位置（{ $slots }）；然後再進行行動。
futures-refuse-reveal = 請先翻開一張蓋牌（場上牌位置 { $slots }）；然後再進行行動。
futures-refuse-no-free-marker = 你的交易標記都已放在行情表上，現在不能買賣。你可以：{ $allowed }。
futures-refuse-trade = 你可以買賣{ $commodities }，看漲或看跌皆可。
futures-held = { $price } 建倉的{ $commodity }（看{ $side }）
futures-refuse-settle = 你只能結算自己的一個交易標記：{ $markers }。
futures-refuse-settle-none = 你在行情表上沒有可結算的交易標記。你可以：{ $allowed }。
futures-refuse-discard = 要追加行動，請棄掉 { $need } 張手牌，以 { $need } 張牌的清單指定（你有 { $held } 張）。
futures-refuse-other = 現在不能這樣做。你可以：{ $allowed }。
futures-refuse-bought = 你已經買過第 4 個交易標記：每位玩家只能買一個。
futures-refuse-buy-money = 第 4 個交易標記要 { $price }，你有 { $money }：資金達到 { $price } 以上時，可在你的回合購買。
futures-can-trade = 看漲或看跌買賣一種商品
futures-can-settle = 結算你的一個交易標記
futures-can-pass = 過（+{ $income }）
futures-can-buy = 以 { $price } 購買第 4 個交易標記
futures-can-discard = 棄掉兩張手牌以追加行動

## 行動標籤（按鈕、紀錄）：簡短。

futures-label-place = 把{ $card }蓋放在位置 { $slot }
futures-label-reveal = 翻開位置 { $slot }
futures-label-trade = 以 { $price } 買賣{ $commodity }（看{ $side }）（手續費 { $fee }）
futures-label-settle = 結算 { $opened } 的{ $commodity }（看{ $side }）（{ $value }）
futures-label-settle-gain = 結算 { $opened } 的{ $commodity }（看{ $side }）（+{ $value }）
futures-label-pass = 過（+{ $income }）
futures-label-buy = 以 { $price } 購買第 4 個交易標記
futures-label-discard = 棄掉{ $cards }以追加行動
futures-label-pass-card = 把{ $card }傳給左邊
futures-label-unknown = 不明的行動

## 只有你知道的事（私訊、/game hand）。

futures-secret-over = 遊戲已結束：手牌不再有作用。
futures-secret-hand = 你的手牌：{ $cards }。
futures-secret-hand-empty = 你沒有手牌。
futures-secret-on-slot = 場上牌位置 { $slot } 的{ $card }
futures-secret-face-down = 你的蓋牌（{ $count } 張）：{ $cards }。
futures-secret-passing = 你正要把{ $card }傳給 { $player }。

## 圖片（render/futures.py）：欄位標題、圖例、標籤。

futures-pic-subtitle = 第 { $round }/{ $rounds } 回合 · { $status }
futures-pic-phase-early = 前期交易
futures-pic-phase-late = 後期交易
futures-pic-phase-carry = 轉入下期
futures-pic-phase-over = 遊戲結束
futures-pic-status-turn = { $phase }：{ $player } — { $step }
futures-pic-status-carry = { $phase }：把一張牌傳給左邊
futures-pic-step-place = 蓋放一張牌
futures-pic-step-reveal = 翻開一張蓋牌
futures-pic-step-act = { $count } 次行動
futures-pic-ladder-head = { $commodity }  { $price }
futures-pic-up-column = ▲ 看{ -futures-up }
futures-pic-down-column = 看{ -futures-down } ▼
futures-pic-price-column = 價格
futures-pic-burst-row = { $price } 爆倉
futures-pic-mini-up = { $commodity } ▲
futures-pic-mini-down = { $commodity } ▼
futures-pic-field = 場上牌
futures-pic-npc = NPC
futures-pic-players = 玩家
futures-pic-money-column = 資金
futures-pic-markers-column = 交易標記
futures-pic-hand-column = 手牌
futures-pic-final-column = 最終結算
futures-pic-open-column = 未平倉部位
futures-pic-sp = SP
futures-pic-win = 獲勝
futures-pic-markers = 可用 { $free } / { $owned }
futures-pic-hand = { $count } 張
futures-pic-hand-passed = { $count } 張  ✓ 已傳
futures-pic-hand-passing = { $count } 張  選牌中…
futures-pic-final = 收益 ${ $gains }，支付 ${ $debts }
futures-pic-final-forfeit = 收益 ${ $gains }，支付 ${ $debts }，放棄收益 ${ $forfeited }
futures-pic-open = { $count } 個在場，目前 { $value }
futures-pic-open-gain = { $count } 個在場，目前 +{ $value }
futures-pic-kind-opening = 開局
futures-pic-kind-mid = 期中
futures-pic-kind-period-end = 期末
futures-pic-step-up = { $commodity } +{ $steps }
futures-pic-step-down = { $commodity } -{ $steps }
futures-pic-last-move = 上次行情變動（{ $kind }）：{ $changes }
futures-pic-last-move-burst = 上次行情變動（{ $kind }）：{ $changes } · 爆倉：{ $bursts }
futures-pic-footer = 牌庫 { $deck } · 棄牌 { $discarded }
futures-pic-provisional-footer = 牌庫 { $deck } · 棄牌 { $discarded } · 行情表數值為暫定
futures-pic-your-hand = { $player } — 你的手牌
futures-pic-your-money = 資金 { $money } · 可用交易標記 { $free } / { $owned }
futures-pic-in-hand = 手牌 { $count } 張
futures-pic-no-cards = 沒有手牌
futures-pic-face-down-on = 蓋在位置 { $slot }
futures-pic-passing-left = 傳給左邊
futures-pic-your-move = 輪到你 — { $status }

## 玩家顏色（view 的 colour_names）。

futures-colour-red = 紅
futures-colour-blue = 藍
futures-colour-yellow = 黃
futures-colour-purple = 紫

## The table card's facts (games/futures/card.py).

futures-facts-phase = 第 { $round } 期（共 { $rounds } 期）· { $phase }{ $step ->
    [card] {" "}· 蓋放一張牌
    [reveal] {" "}· 翻開一張蓋牌
    [act] {" "}· 買賣、結算或過
    [pass] {" "}· 將一張手牌傳給左邊玩家
   *[other] {""}
}
futures-facts-prices = 行情：{ $prices }
futures-facts-ladder = 行情表：{ $steps }（UP 每比 DOWN 多一張，價格上移一格，反之下移；兩端爆倉）
futures-facts-price = { $name } { $price }（▼{ $down } ▲{ $up }）
futures-facts-field = 場上：{ $slots }
futures-facts-slot = { $slot } { $card }
futures-facts-face-down = 蓋著
futures-facts-actions = 輪到 { $player }（還有 { $left } 個行動）
futures-facts-marker = { $commodity } { $side } 於 { $price }（{ $value }）
futures-facts-seat = { $player }（{ $colour }）：{ $money } · 手牌 { $cards } 張 · 交易標記 { $markers }
futures-facts-final = { $player }：{ $money } · 結算 { $markers } 個交易標記：收益 { $gains }、債務 { $debts }、沒收 { $forfeited }
futures-facts-held = 手牌 { $cards }

## /game hint: why the normal computer would make this move (games/futures/ai.py advise)
futures-hint-pass-card-idle = 傳出{ $card }：你在這種商品上沒有部位，送出它對你損失最小。
futures-hint-pass-card-against = 傳出{ $card }：它會把價格推向對你部位不利的方向。
futures-hint-place-helps = 把{ $card }蓋在第 { $slot } 格：它把價格推向對你部位有利的方向，而且只有你知道。
futures-hint-place-hides = 把{ $card }蓋在第 { $slot } 格：它對你部位的不利影響最小，也保留下一次{ -futures-trade }的空間。
futures-hint-reveal = 翻開第 { $slot } 格：你沒看過的牌，最能在行動前告訴你更多。
futures-hint-trade = 你預期{ $commodity }這回合會{ $direction }約 { $rows } 格：看{ $side }扣掉手續費後對你約值 { $gain }。
futures-hint-settle = 現在{ -futures-settle }{ $commodity }可得 { $now }；繼續持有預期可得 { $later }。
futures-hint-pass = 預期沒有任何{ -futures-trade }或{ -futures-settle }比選擇過拿 { $income } 更好。
futures-hint-buy-marker = 有一筆很好的{ -futures-trade }可做，但你沒有空的交易標記。
futures-hint-discard = 有兩個好行動可做（每個至少值 { $value }）：用兩張牌換第二個行動。
futures-hint-reveal-known = 剩下蓋著的牌你都知道：翻開第 { $slot } 格不會出現你預料之外的事。
