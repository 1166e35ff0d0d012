### Futures!：ゲームの言葉。用語はルールブック（futures_ja.txt）のもの。

futures-title = Futures!

## 用語集：ルールブックの言葉。メッセージからは { -futures-... } で使う。

-futures-corn = CORN
-futures-rice = RICE
-futures-pepper = PEPPER
-futures-futures = 先物
-futures-settle = 決済
-futures-trade = 売買
-futures-market = 相場
-futures-up = UP
-futures-down = DOWN

## 引数として渡す用語：商品、UP/DOWN、変動カード。

futures-commodity-corn = { -futures-corn }
futures-commodity-rice = { -futures-rice }
futures-commodity-pepper = { -futures-pepper }
# チャートと盤面の数字での商品名。
futures-pic-figure-corn = { -futures-corn }
futures-pic-figure-rice = { -futures-rice }
futures-pic-figure-pepper = { -futures-pepper }
futures-side-up = { -futures-up }
futures-side-down = { -futures-down }
# 変動カード：ルールブックの書き方で「RICEのUP」。
futures-card = { $commodity }の{ $side }

## 並べ方：{ $first } と { $rest }（3つ以上）、{ $first } と { $last }（最後の2つ）。

futures-join-comma = { $first }、{ $rest }
futures-join-comma-last = { $first }、{ $last }
futures-join-semi = { $first }、{ $rest }
futures-join-semi-last = { $first }、{ $last }
futures-join-or = { $first }、{ $rest }
futures-join-or-last = { $first }または{ $last }
futures-join-and = { $first }、{ $rest }
futures-join-and-last = { $first }と{ $last }
futures-join-plus = { $first }＋{ $rest }
futures-join-plus-last = { $first }＋{ $last }
futures-join-sentences = { $first }{ $rest }
futures-join-sentences-last = { $first }{ $last }

## 準備とラウンド。

futures-opening = Futures!：{ $players }人プレイ、全{ $rounds }ラウンド。スタートプレイヤー（SPマーカー）は{ $player }です。場札：{ $field }。
futures-round = 第{ $round }ラウンド（全{ $rounds }ラウンド）。{ $player }から前期取引を行います。
futures-npc-covers = NPCが山札の上から1枚を伏せたまま{ $slot }番の場札に重ねます。
futures-no-card = { $player }は伏せて重ねるカードがないため、そのままアクションを行います。
futures-late = { $player }から逆順に後期取引を行います。
futures-last-reveal = 最後に残った伏せカード（{ $slot }番の場札）を開きます：{ $card }。
futures-last-reveal-record = 最後に残った伏せカード（{ $slot }番の場札）を開きます。
futures-carry = 次期繰越：全プレイヤーは山札から1枚引き、手札から1枚を左隣のプレイヤーに伏せて渡します。
futures-draw = 山札から{ $card }を引きました。
futures-passed-card = { $player }がカードを渡しました。
futures-pass-card-yours = { $card }を{ $player }に渡します。
futures-receive = { $player }から{ $card }を受け取りました。
futures-sp-passes = SPマーカーが{ $player }に渡ります。

## 相場変動と BURST。{ $kind } は futures-move-* のどれか。

futures-move-opening = ゲーム開始時の相場変動
futures-move-mid = 中間変動
futures-move-period-end = 期末変動
futures-move = { $kind }（{ $cards }）：{ $changes }。
futures-move-record = { $kind }：{ $changes }。
futures-no-cards = 公開されたカードなし
futures-no-change = 変動なし
futures-change = { $commodity } { $before }→{ $after }
futures-burst = BURST！{ $commodity }が{ $price }に達しました：取引マーカー{ $markers }個を強制決済（{ $debts }／{ $gains }）。{ $commodity }の相場マーカーは{ $start }に戻ります。
futures-burst-pays = { $player }が債務{ $amount }を支払い
futures-burst-unpaid = { $player } { $amount }
futures-burst-no-debts = 債務なし
futures-burst-gains = 受け取れない配当：{ $players }
futures-burst-no-gains = 支払われない配当なし

## アクション。

futures-place = { $player }が{ $slot }番の場札にカードを伏せて重ねました。
futures-place-yours = { $card }を{ $slot }番の場札に伏せて重ねました。
futures-reveal = { $player }が{ $slot }番の場札を公開しました：{ $card }。
futures-reveal-record = { $player }が{ $slot }番の場札を公開しました。
futures-trade = { $player }が{ $commodity }の{ $side }を{ $price }で売買しました（手数料{ $fee }）。
futures-settle = { $player }が{ $opened }で始めた{ $commodity }の{ $side }を{ $price }で決済し、{ $outcome }。
futures-settle-receives = 配当{ $amount }を受け取りました
futures-settle-pays = 債務{ $amount }を支払いました
futures-settle-even = 損益はゼロでした
futures-pass = { $player }はパスして{ $income }を受け取りました。
futures-buy-marker = { $player }が4個目の取引マーカーを{ $price }で買いました。
futures-discard = { $player }が{ $cards }を捨ててアクションを追加しました（この手番の残りアクション{ $left }回）。
futures-discard-record = { $player }が手札2枚を捨ててアクションを追加しました（この手番の残りアクション{ $left }回）。

## ゲーム終了。

futures-final = 最終決済：各プレイヤーは取引マーカー{ $markers }個までを通常どおり決済し、残りは強制決済します。
futures-final-player = { $player }は取引マーカー{ $markers }個を決済：配当{ $gains }、債務{ $debts } → 所持金{ $total }。
futures-final-forfeit = { $player }は取引マーカー{ $markers }個を決済：配当{ $gains }、債務{ $debts }、受け取れない配当{ $forfeited } → 所持金{ $total }。
futures-winners = { $players }が{ $money }で{ $count ->
        [1] 勝利しました。
       *[other] 同点で勝利しました。
    }

## 断り：いまできることを伝える。伏せられたカードは決して明かさない。

futures-refuse-carry = いまは全員が手札から1枚を選び、左隣のプレイヤーに伏せて渡します。手札のカードから1枚選んでください（手札は自分だけの表示で確認できます）。
futures-refuse-place = まず手札から1枚を選び、伏せられていない場札（{ $slots }番）に伏せて重ねてください。その後でアクションを行います。
futures-refuse-reveal = まず伏せられている場札（{ $slots }番）から1枚を公開してください。その後でアクションを行います。
futures-refuse-no-free-marker = 取引マーカーがすべて相場表に置かれているため、いまは売買できません。できること：{ $allowed }。
futures-refuse-trade = 売買できるのは{ $commodities }で、UPかDOWNのマスに置きます。
futures-held = { $commodity }の{ $side }（{ $price }で開始）
futures-refuse-settle = 決済できるのは自分の取引マーカーのどれか1つです：{ $markers }。
futures-refuse-settle-none = 決済できる取引マーカーが相場表にありません。できること：{ $allowed }。
futures-refuse-discard = アクションを追加するには、手札から{ $need }枚を捨ててください（{ $need }枚のリストで指定。いまの手札は{ $held }枚）。
futures-refuse-other = いまそのアクションはできません。できること：{ $allowed }。
futures-refuse-bought = 4個目の取引マーカーはすでに買っています。買えるのは1人1個までです。
futures-refuse-buy-money = 4個目の取引マーカーは{ $price }で、所持金は{ $money }です。所持金が{ $price }以上あれば自分の手番中に買えます。
futures-can-trade = 商品をUPかDOWNで売買する
futures-can-settle = 自分の取引マーカーを1つ決済する
futures-can-pass = パスする（+{ $income }）
futures-can-buy = 4個目の取引マーカーを{ $price }で買う
futures-can-discard = 手札2枚を捨ててアクションを追加する

## アクションのラベル（ボタン、履歴）：短く。

futures-label-place = { $card }を{ $slot }番の場札に伏せる
futures-label-reveal = { $slot }番の場札を公開
futures-label-trade = { $commodity }の{ $side }を{ $price }で売買（手数料{ $fee }）
futures-label-settle = { $commodity }の{ $side }（{ $opened }で開始）を決済（{ $value }）
futures-label-settle-gain = { $commodity }の{ $side }（{ $opened }で開始）を決済（+{ $value }）
futures-label-pass = パス（+{ $income }）
futures-label-buy = 4個目の取引マーカーを{ $price }で買う
futures-label-discard = { $cards }を捨ててアクション追加
futures-label-pass-card = { $card }を左隣に渡す
futures-label-unknown = 不明なアクション

## 自分だけが知っていること（DM、/game hand）。

futures-secret-over = ゲームは終了しました。カードはもう使われません。
futures-secret-hand = 手札：{ $cards }。
futures-secret-hand-empty = 手札はありません。
futures-secret-on-slot = { $slot }番の場札に{ $card }
futures-secret-face-down = 自分の伏せカード（{ $count }枚）：{ $cards }。
futures-secret-passing = { $card }を{ $player }に渡そうとしています。

## 画像（render/futures.py）：列見出し、凡例、ラベル。

futures-pic-subtitle = ラウンド { $round }/{ $rounds } · { $status }
futures-pic-phase-early = 前期取引
futures-pic-phase-late = 後期取引
futures-pic-phase-carry = 次期繰越
futures-pic-phase-over = ゲーム終了
futures-pic-status-turn = { $phase }：{ $player } — { $step }
futures-pic-status-carry = { $phase }：左隣にカードを渡す
futures-pic-step-place = カードを伏せる
futures-pic-step-reveal = カードを公開
futures-pic-step-act = アクション{ $count }回
futures-pic-ladder-head = { $commodity }  { $price }
futures-pic-up-column = ▲ { -futures-up }
futures-pic-down-column = { -futures-down } ▼
futures-pic-price-column = 価格
futures-pic-burst-row = { $price } BURST
futures-pic-mini-up = { $commodity } ▲
futures-pic-mini-down = { $commodity } ▼
futures-pic-field = 場札
futures-pic-npc = NPC
futures-pic-players = プレイヤー
futures-pic-money-column = 所持金
futures-pic-markers-column = 取引マーカー
futures-pic-hand-column = 手札
futures-pic-final-column = 最終決済
futures-pic-open-column = 取引中
futures-pic-sp = SP
futures-pic-win = 勝利
futures-pic-markers = 空き{ $free } / { $owned }
futures-pic-hand = { $count }枚
futures-pic-hand-passed = { $count }枚  ✓ 渡した
futures-pic-hand-passing = { $count }枚  選択中…
futures-pic-final = 配当${ $gains }、債務${ $debts }
futures-pic-final-forfeit = 配当${ $gains }、債務${ $debts }、受け取れない配当${ $forfeited }
futures-pic-open = { $count }個、現在{ $value }
futures-pic-open-gain = { $count }個、現在+{ $value }
futures-pic-kind-opening = ゲーム開始時
futures-pic-kind-mid = 中間変動
futures-pic-kind-period-end = 期末変動
futures-pic-step-up = { $commodity } +{ $steps }
futures-pic-step-down = { $commodity } -{ $steps }
futures-pic-last-move = 直前の相場変動（{ $kind }）：{ $changes }
futures-pic-last-move-burst = 直前の相場変動（{ $kind }）：{ $changes } · BURST：{ $bursts }
futures-pic-footer = 山札 { $deck } · 捨て札 { $discarded }
futures-pic-provisional-footer = 山札 { $deck } · 捨て札 { $discarded } · 相場表の値は暫定
futures-pic-your-hand = { $player } — 手札
futures-pic-your-money = 所持金 { $money } · 取引マーカー 空き{ $free } / { $owned }
futures-pic-in-hand = 手札 { $count }枚
futures-pic-no-cards = カードなし
futures-pic-face-down-on = { $slot }番の場札に伏せ
futures-pic-passing-left = 左隣に渡す
futures-pic-your-move = あなたの手番 — { $status }

## プレイヤーの色（ビューの colour_names）。

futures-colour-red = 赤
futures-colour-blue = 青
futures-colour-yellow = 黄
futures-colour-purple = 紫

## The table card's facts (games/futures/card.py).

futures-facts-phase = 第{ $round }期（全{ $rounds }期）· { $phase }{ $step ->
    [card] {" "}· カードを伏せて重ねる
    [reveal] {" "}· 伏せカードを公開する
    [act] {" "}· 売買・決済・パス
    [pass] {" "}· 左隣にカードを渡す
   *[other] {""}
}
futures-facts-prices = 相場：{ $prices }
futures-facts-ladder = 相場表：{ $steps }（UP が DOWN より1枚多いごとに1段上がり、逆なら下がる。両端で BURST）
futures-facts-price = { $name } { $price }（▼{ $down } ▲{ $up }）
futures-facts-field = 場札：{ $slots }
futures-facts-slot = { $slot } { $card }
futures-facts-face-down = 伏せ
futures-facts-actions = { $player }の手番（残りアクション{ $left }）
futures-facts-marker = { $commodity } { $side } { $price }（{ $value }）
futures-facts-seat = { $player }（{ $colour }）：{ $money } · 手札{ $cards }枚 · 取引マーカー { $markers }
futures-facts-final = { $player }：{ $money } · 取引マーカー{ $markers }個を決済：配当 { $gains }、債務 { $debts }、没収 { $forfeited }
futures-facts-held = 手札 { $cards }

## /game hint: why the normal computer would make this move (games/futures/ai.py advise)
futures-hint-pass-card-idle = { $card }を渡しましょう。その商品には取引がないので、手放しても損が最も小さいです。
futures-hint-pass-card-against = { $card }を渡しましょう。あなたの取引に不利な方向へ相場を動かすカードです。
futures-hint-place-helps = { $card }を場札{ $slot }に裏向きで置きましょう。あなたの取引に有利な方向へ相場を動かし、それを知っているのはあなただけです。
futures-hint-place-hides = { $card }を場札{ $slot }に裏向きで置きましょう。あなたの取引への悪影響が最も小さく、次の{ -futures-trade }の余地も残ります。
futures-hint-reveal = 場札{ $slot }を表にしましょう。まだ見ていないカードが、行動の前に最も多くを教えてくれます。
futures-hint-trade = { $commodity }はこのラウンドに{ $direction }へ約{ $rows }段動く見込みです。{ $side }なら手数料を引いて約{ $gain }の価値があります。
futures-hint-settle = { $commodity }をいま{ -futures-settle }すると{ $now }、持ち続けると{ $later }の見込みです。
futures-hint-pass = パスの{ $income }を上回る{ -futures-trade }や{ -futures-settle }は見込めません。
futures-hint-buy-marker = 有望な{ -futures-trade }があるのに、空いている取引マーカーがありません。
futures-hint-discard = よい行動が2つあります（どちらも{ $value }以上）。カード2枚で2つ目の行動を買いましょう。
futures-hint-reveal-known = 残りの裏向きのカードはすべて知っています。場札{ $slot }を表にしても予想外のことは起こりません。
