### アクワイア：ゲームの言葉。チェーンは用語で参照し、タイル名（6D）はそのまま書く。

acquire-title = アクワイア

## 用語集：ルールと docs/i18n/glossary.md の言葉。メッセージからは { -acquire-... } で使う。

-acquire-chain-worldwide = ワールドワイド
-acquire-chain-sackson = サクソン
-acquire-chain-festival = フェスティバル
-acquire-chain-imperial = インペリアル
-acquire-chain-american = アメリカン
-acquire-chain-continental = コンチネンタル
-acquire-chain-tower = タワー
-acquire-chain-luxor = ルクソール
-acquire-tile = タイル
-acquire-chain = チェーン
-acquire-share = 株
-acquire-merger = 合併
-acquire-safe = 安全
-acquire-majority-bonus = 筆頭株主ボーナス
-acquire-minority-bonus = 第二株主ボーナス

## チェーン（コードは acquire-chain-<名前> で参照する）。

acquire-chain-worldwide = { -acquire-chain-worldwide }
acquire-chain-sackson = { -acquire-chain-sackson }
acquire-chain-festival = { -acquire-chain-festival }
acquire-chain-imperial = { -acquire-chain-imperial }
acquire-chain-american = { -acquire-chain-american }
acquire-chain-continental = { -acquire-chain-continental }
acquire-chain-tower = { -acquire-chain-tower }
acquire-chain-luxor = { -acquire-chain-luxor }
acquire-chain-size = { $chain }（{ $size }）

## tile_bag オプションの拒否（games/acquire/game.py）；tile_bag はプレイヤーが入力する語。

acquire-option-not-a-tile = { $option }：{ $tile } は{ -acquire-tile }ではありません（1A～{ $last }）
acquire-option-tile-twice = { $option }：{ $tile } が 2 回あります
acquire-option-edition = 版：2016年版（{ -acquire-chain-worldwide }、{ -acquire-chain-sackson }／{ -acquire-chain-festival }、{ -acquire-chain-imperial }、{ -acquire-chain-american }／{ -acquire-chain-continental }、{ -acquire-chain-tower }）か旧版（{ -acquire-chain-luxor }、{ -acquire-chain-tower }／{ -acquire-chain-american }、{ -acquire-chain-festival }、{ -acquire-chain-worldwide }／{ -acquire-chain-continental }、{ -acquire-chain-imperial }）
acquire-option-bonus-rounding = 分け合うボーナスを $100 単位で切り捨て（ルール）か切り上げ（ハズブロ版ルール）
acquire-option-open-holdings = オンにすると全員の現金と{ -acquire-share }を公開する
acquire-option-tile-bag = 引く順の{ -acquire-tile }（最初のタイル、手札、以降の引き）。書かなかった{ -acquire-tile }はシャッフルして後に続く。卓には見せない

## チェーン（続き）。

acquire-survivor = 存続{ -acquire-chain }

## リストのつなぎ。

acquire-join-plus = { $first } + { $rest }
acquire-join-semicolon = { $first } ／ { $rest }

## 卓の全員が読む実況。

acquire-opening = 開始{ -acquire-tile }：{ $starters }。数字が最も小さい { $first } から始めます。
acquire-starter = { $player }（{ $tile }）
acquire-declare = { $player } がゲームの終了を宣言しました。
acquire-place = { $player } が { $tile } を置きました。
acquire-place-found = { $player } が { $tile } を置き、新しい{ -acquire-chain }を設立します。
acquire-place-grow = { $player } が { $tile } を置きました：{ $chain }が { $grown } { -acquire-tile }大きくなり、{ $size } { -acquire-tile }になりました。
acquire-place-merge = { $player } が { $tile } を置き、{ $chains }が{ -acquire-merger }します。
acquire-found = { $player } が{ $chain }（{ $size } { -acquire-tile }）を設立し、設立ボーナス株を無料で { $free } 株もらいました。
acquire-found-no-share = { $player } が{ $chain }（{ $size } { -acquire-tile }）を設立しました。銀行には渡せる株が残っていません。
acquire-survives-chosen = { $chain }が存続します（合併を起こしたプレイヤーが選択）。
acquire-survives-largest = { $chain }が存続します（最大の{ -acquire-chain }）。
acquire-merger-over = { -acquire-merger }が終わりました：{ $chain }は { $size } { -acquire-tile }です。
acquire-defunct = { $chain }は 1 株 { $price } で吸収されます。その株を全員に公開します：{ $holders }。
acquire-defunct-unheld = { $chain }は 1 株 { $price } で吸収されます。その株を全員に公開します：誰も持っていません。
acquire-holder = { $player }（{ $count } 株）
acquire-no-bonus = { $chain }を持っている人はいません：ボーナスは支払われません。
acquire-bonus = { $player } が{ $chain }の{ $bonus }を受け取りました：{ $amount }。
acquire-bonus-both = { -acquire-majority-bonus }と{ -acquire-minority-bonus }
acquire-bonus-shared-both = 山分けした{ -acquire-majority-bonus }と{ -acquire-minority-bonus }
acquire-bonus-majority = { -acquire-majority-bonus }
acquire-bonus-minority = { -acquire-minority-bonus }
acquire-bonus-shared-minority = 山分けした{ -acquire-minority-bonus }
acquire-sell = { $player } が{ $chain }を { $count } 株売り、{ $amount } を得ました。
acquire-trade = { $player } が{ $chain } { $given } 株を{ $survivor } { $count } 株と交換しました。
acquire-keep = { $player } は{ $chain } { $count } 株を持ち続けます。
acquire-buy = { $player } が{ $chain }を 1 株 { $price } で買いました。
acquire-buy-several = { $player } が{ $shares }を { $price } で買いました。
acquire-shares-of = { $chain } { $count } 株
acquire-label-buy-several = { $shares }を買う（{ $price }）
acquire-buy-steps = 買う株を { $limit } 株まで指定してください：`/buy 3 { acquire-chain-tower }`、`/buy { acquire-chain-tower } { acquire-chain-tower } { acquire-chain-sackson }`。{ $allowed }
acquire-set-aside = { $player } が永久に置けない{ -acquire-tile } { $count } 枚を脇に除けました：{ $tiles }。
acquire-frozen = もう誰も{ -acquire-tile }を置けません：ゲーム終了です。
acquire-show-hand = { $player } は置ける{ -acquire-tile }がないので、手持ちを公開します：{ $tiles }。
acquire-no-tiles = { $player } にはもう{ -acquire-tile }がありません。
acquire-nothing-to-buy = 買える株もありません。
acquire-final-sale = ボード上の{ -acquire-chain }の株はすべて銀行に売られます：{ $sales }。
acquire-sale = { $player } は { $shares } で { $amount }
acquire-shares = { $chain } { $count } 株
acquire-final = 最終的なお金：{ $standings }。{ $count ->
        [1] { $winners } の勝ちです
       *[other] { $winners } が同点で勝ちです
    }。
acquire-standing = { $player }（{ $cash }）

## 本人だけが読むもの。

acquire-draw = { $tiles } を引きました。
acquire-draw-dead = { $tiles } を引きました（{ $dead } は永久に置けない{ -acquire-tile }なので脇に除けました）。
acquire-secret = { $tiles } { $holdings }
acquire-secret-over = ゲームは終了しました：全員の現金と株が公開されています。
acquire-secret-tiles = あなたの{ -acquire-tile }：{ $tiles }。
acquire-secret-no-tiles = { -acquire-tile }を持っていません。
acquire-tile-note-found = { $tile }（設立）
acquire-tile-note-grow = { $tile }（拡大）
acquire-tile-note-merge = { $tile }（{ -acquire-merger }）
acquire-tile-note-waits = { $tile }（一時的に置けない）
acquire-tile-note-dead = { $tile }（永久に置けない）
acquire-secret-holdings = 現金 { $cash }。株：{ $shares }。
acquire-secret-holdings-none = 現金 { $cash }。株：なし。
acquire-holding = { $chain } { $count } 株

## 行動のラベル（ボタン、記録）：短く。

acquire-label-place = { $tile } を置く
acquire-label-place-found = { $tile } を置く（{ -acquire-chain }を設立）
acquire-label-place-grow = { $tile } を置く（{ $chains }を拡大）
acquire-label-place-merge = { $tile } を置く（{ $chains }を{ -acquire-merger }）
acquire-label-buy = { $chain }を 1 株買う（{ $price }）
acquire-label-buy-unknown = { $chain }を 1 株買う
acquire-label-done = 購入終了：手番を終える
acquire-label-declare = ゲームの終了を宣言する
acquire-label-found = { $chain }を設立する
acquire-label-survivor = { $chain }を存続させる
acquire-label-defunct = 次に{ $chain }を処理する
acquire-label-sell = { $chain }を { $count } 株売る（{ $amount }）
acquire-label-trade = { $chain } { $given } 株を{ $survivor } { $count } 株と交換する
acquire-label-keep-held = { $chain } { $held } 株を持ち続ける（再び設立されるまで無価値）
acquire-label-keep = 残りを持ち続ける

## 拒否：行動するプレイヤーだけが読む。$allowed は acquire-allowed-* のどれか。

acquire-allowed-place = { $tiles } を置けます。
acquire-allowed-place-or-end = { $tiles } を置くか、ゲームの終了を宣言できます。
acquire-allowed-end = ゲームの終了を宣言できます。
acquire-allowed-none = 置ける{ -acquire-tile }がありません。
acquire-allowed-buy = { $chains }を買えます（この手番であと { $left } 株）。終えるときは done と言ってください。
acquire-allowed-buy-or-end = { $chains }を買う（この手番であと { $left } 株）、ゲームの終了を宣言する、または done と言うことができます。
acquire-allowed-end-or-done = ゲームの終了を宣言するか、done と言ってください。
acquire-allowed-done = done と言って手番を終えてください。
acquire-say-tile = 置く{ -acquire-tile }を指定してください。{ $allowed }
acquire-not-a-tile = { $text } は{ -acquire-tile }ではありません（{ -acquire-tile }は { $first } から { $last } まで）。{ $allowed }
acquire-not-in-hand = { $tile } は手持ちにありません。{ $allowed }
acquire-tile-waits = 7 つの{ -acquire-chain }がすべてボード上にあるため、{ $tile } は 8 つ目の{ -acquire-chain }を設立してしまいます：一時的に置けません。{ $allowed }
acquire-tile-dead = { $tile } は安全チェーン{ $chains }をつないでしまいます：永久に置けない{ -acquire-tile }で、手番の終わりに入れ替えます。{ $allowed }
acquire-write-tile = { -acquire-tile }は { $tile } と書いてください。{ $allowed }
acquire-declare-rule = ゲームの終了を宣言できるのは、{ $end } { -acquire-tile }以上の{ -acquire-chain }があるか、ボード上の{ -acquire-chain }がすべて安全（{ $safe } { -acquire-tile }以上）のときだけです。{ $allowed }
acquire-place-first = まず{ -acquire-tile }を置いてください。そのあと株を買えます。{ $allowed }
acquire-say-chain = 買う{ -acquire-chain }を指定してください。{ $allowed }
acquire-no-such-chain = { $text } という{ -acquire-chain }はありません。{ $allowed }
acquire-buy-limit = 1 手番に買えるのは { $limit } 株までです。すでに { $bought } 株買っています。{ $allowed }
acquire-not-on-board = { $chain }はボード上にありません：買えるのはボード上の{ -acquire-chain }の株だけです。{ $allowed }
acquire-bank-empty = 銀行に{ $chain }の株が残っていません。{ $allowed }
acquire-too-dear = { $chain }は { $price } です。あなたの現金は { $cash } です。{ $allowed }
acquire-buy-how = { $chain }を 1 株買うには {"{"}"type": "buy", "chain": "{ $typed }"{"}"} を送ってください。{ $allowed }
acquire-no-placeable = この手番に置ける{ -acquire-tile }はありません。{ $allowed }
acquire-placed-already = この手番の{ -acquire-tile }はもう置きました。{ $allowed }
acquire-chain-taken = { $chain }はすでにボード上にあります。{ -acquire-tile }で設立する{ -acquire-chain }を選んでください：{ $chains }。
acquire-choose-found = { -acquire-tile }で設立する{ -acquire-chain }を選んでください：{ $chains }。
acquire-choose-survivor = { $tied }が { $size } { -acquire-tile }で最大に並んでいます：存続チェーンを選んでください（{ $choices }）。
acquire-choose-defunct = 吸収されるチェーン{ $tied }が { $size } { -acquire-tile }で並んでいます：次に処理する{ -acquire-chain }を選んでください（{ $choices }）。
acquire-dispose = { $chain }を { $held } 株持っています：{ $held ->
        [1] { $price } で売る
       *[other] 1 株 { $price } で 1〜{ $held } 株売る
    }か、持ち続けることができます。
acquire-dispose-trade = { $chain }を { $held } 株持っています：{ $held ->
        [1] { $price } で売る
       *[other] 1 株 { $price } で 1〜{ $held } 株売る
    }、{ $ratio } 株を{ $survivor } 1 株と交換する（{ $survivor }は最大 { $pairs } 株）か、持ち続けることができます。
acquire-dispose-trade-capped = { $chain }を { $held } 株持っています：{ $held ->
        [1] { $price } で売る
       *[other] 1 株 { $price } で 1〜{ $held } 株売る
    }、{ $ratio } 株を{ $survivor } 1 株と交換する（{ $survivor }は最大 { $pairs } 株。銀行の残りは { $bank } 株）か、持ち続けることができます。
acquire-dispose-no-trade = { $chain }を { $held } 株持っています：{ $held ->
        [1] { $price } で売る
       *[other] 1 株 { $price } で 1〜{ $held } 株売る
    }か、持ち続けることができます（交換に使える{ $survivor }が銀行に残っていません）。
acquire-over = ゲームは終了しました。

## 画像（render/acquire.py）：タイトル、チェーン表、プレイヤー、状況の行、手持ち。

acquire-pic-money = { $amount }
acquire-pic-comma = {"、"}
acquire-pic-edition-2016 = 2016年版
acquire-pic-edition-classic = クラシック版
acquire-pic-title-over = { acquire-title } — ゲーム終了
acquire-pic-title-disposer = { acquire-title } — { $player }：売る・交換する・持ち続ける
acquire-pic-title-place = { acquire-title } — { $player } が{ -acquire-tile }を置く
acquire-pic-title-found = { acquire-title } — { $player } が{ -acquire-chain }を設立する
acquire-pic-title-survivor = { acquire-title } — { $player } が存続チェーンを選ぶ
acquire-pic-title-order = { acquire-title } — { $player } が合併の順番を決める
acquire-pic-title-dispose = { acquire-title } — { $player }：株の処理
acquire-pic-title-buy = { acquire-title } — { $player } が株を買う
acquire-pic-title-player = { acquire-title } — { $player }
acquire-pic-chains = { -acquire-chain }
acquire-pic-head-chain = { -acquire-chain }
acquire-pic-head-size = 大きさ
acquire-pic-head-price = 株価
acquire-pic-head-bank = 残り
acquire-pic-head-major = 筆頭
acquire-pic-head-minor = 第二
acquire-pic-players = プレイヤー
acquire-pic-tiles = { -acquire-tile } { $count } 枚
acquire-pic-cash-and-tiles = { $cash }  ·  { -acquire-tile } { $count } 枚
acquire-pic-no-shares = 株なし
acquire-pic-over = ゲーム終了 — { $count ->
        [1] { $winners } の勝ち
       *[other] { $winners } が同点で勝ち
    }
acquire-pic-merger = { $player } が { $tile } で{ -acquire-merger }：{ $chains }
acquire-pic-survivor = 存続：{ $chain }
acquire-pic-defunct = 吸収：{ $chain }（1 株 { $price }）
acquire-pic-shown = 公開された株：{ $holders }
acquire-pic-pending = 未処理：{ $chains }
acquire-pic-bought = この手番に買った株：{ $bought } / { $most }
acquire-pic-can-declare = ゲームの終了を宣言できます
acquire-pic-starters = 開始タイル（数字が最も小さい人から）：
acquire-pic-starting = { $starters }
acquire-pic-tiles-left = 残りの{ -acquire-tile }：{ $count }
acquire-pic-dead = 永久に置けない{ -acquire-tile }：{ $tiles }
acquire-pic-note-over = ゲーム終了
acquire-pic-note-your-move = あなたの手番
acquire-pic-waiting-names = { $players }
acquire-pic-note-waiting = { $players } を待っています
acquire-pic-no-tiles = { -acquire-tile }を持っていません。
acquire-pic-status-lone = 単独
acquire-pic-status-found = 設立
acquire-pic-status-grow = 拡大
acquire-pic-status-merge = { -acquire-merger }
acquire-pic-status-waits = 一時的に不可
acquire-pic-status-dead = 永久に不可
acquire-pic-cash = 現金 { $cash }
acquire-pic-no-shares-held = 株はありません。
acquire-pic-held = { $chain }：{ $count } 株
acquire-pic-each = 1 株 { $price }
acquire-pic-off-board = ボード上にない
acquire-pic-worth = 株の価値 { $worth }

## The table card's facts (games/acquire/card.py).

acquire-facts-phase = { $phase ->
    [place] { $player }がタイルを置きます
    [found] { $player }がチェーンを設立します
    [survivor] { $player }が存続チェーンを選びます
    [order] { $player }が次に吸収するチェーンを選びます
    [dispose] { $player }が吸収されるチェーンの株を処理します（売る・交換・保持）
    [buy] { $player }が株を買います（{ $most }株中{ $bought }株購入済み）
   *[over] ゲーム終了
}
acquire-facts-chain = { $name }（{ $size }タイル、{ $price }、残り{ $left }株、ボーナス { $majority }／{ $minority }{ $safe ->
    [yes] 、安全
   *[no] {""}
}）
acquire-facts-chains = { $count ->
    [0] 盤上にチェーンはありません
   *[other] 盤上のチェーン{ $count }つ
} · 残りタイル{ $tiles }枚
acquire-facts-merger = 合併：{ $defunct }が{ $survivor }に吸収、1株 { $price }
acquire-facts-seat = { $player }：{ $cash } · { $shares }
acquire-facts-holdings-secret = 現金と株はゲーム終了まで非公開です。
acquire-facts-payout = { $name }（{ $size }タイル）：1株 { $price }、ボーナス { $majority } / { $minority }
acquire-facts-end-chains = 終了時にボーナスを払ったチェーン：
acquire-facts-final = { $player }：最終現金 { $cash } · 残った株 { $shares }
acquire-facts-held = タイル { $tiles }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

# the only other value is "2016" (a number key would not match the word "2016")
acquire-option-value-edition = { $value ->
    [classic] 旧版（classic）
   *[other] 2016年版（{ $value }）
}
acquire-option-value-bonus_rounding = { $value ->
    [down] 切り捨て（down）
    [up] 切り上げ（up）
   *[other] { $value }
}

## /game hint: why the normal computer would make this move (games/acquire/ai.py advise)
acquire-hint-end = いまボードが支払うボーナスはあなたに有利です（最強の相手より約{ $lead }上）。状況が変わる前にゲームを終えましょう。
acquire-hint-place-found = { $tile }で{ -acquire-chain }を設立できます。{ -acquire-share }1枚が無料で、ボーナスも真っ先に狙えます。あなたにとって約{ $value }の価値です。
acquire-hint-place-grow = { $tile }はあなたが持つ{ -acquire-chain }を大きくします。あなたにとって約{ $value }の価値です。
acquire-hint-place-merge = { $tile }で{ -acquire-merger }が起こり、あなたは約{ $value }を受け取れます。
acquire-hint-place-quiet = 有利に設立・拡大・{ -acquire-merger }できる{ -acquire-tile }はありません。{ $tile }なら相手に何も与えません。
acquire-hint-buy = 1枚{ $price }で、{ $chain }を{ $shares }枚持つことになります。{ -acquire-merger }されれば約{ $bonus }のボーナスが見込めます（{ -acquire-majority-bonus }は{ $majority }）。
acquire-hint-done = いま値段に見合う{ -acquire-share }はありません。{ $cash }は手元に残しましょう。
acquire-hint-found = { $chain }を設立しましょう。すでにその{ -acquire-share }を{ $shares }枚持っているか、買える中で最も高い{ -acquire-chain }です。
acquire-hint-survivor = { $chain }を存続させると、この{ -acquire-merger }であなたが最も多く受け取れます。
acquire-hint-defunct = まず{ $chain }を精算しましょう。あなたは{ $shares }枚持っていて、いまなら存続チェーンの{ -acquire-share }が最も多く残っています。
acquire-hint-trade = { $count }回交換しましょう。{ $chain }2枚と{ $survivor }1枚の交換は、1枚{ $price }で売るより得です。
acquire-hint-sell = { $price }で{ $count }枚売りましょう。{ $chain }が再び現れなければ、持っていてもほとんど価値がありません。
acquire-hint-keep = { $chain }の{ -acquire-share }は持っておきましょう。ボードに余地があるうちは再び設立されるかもしれません。

## ほかに何も伝えない手の、履歴と卓カードの記録での言い方（bot/text/told.py）
acquire-told-done = { $player }は株の購入を終え、手番を終えました。

## 卓カードでのラウンドの終わり：種類ごとに1行（bot/text/summary.py）
acquire-bonus-kind = ボーナス
acquire-bonus-brief = { $player } { $chain }の{ $bonus } { $amount }
