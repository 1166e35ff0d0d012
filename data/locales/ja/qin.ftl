### 秦：ゲームの言葉。

qin-title = 秦

## 各オプションの説明（オプションと一緒に表示。名前と値はプレイヤーが入力する語）。

qin-option-side = { -qin-side-bird }（易しめ、既定）か{ -qin-side-lion }（{ -qin-water }と{ -qin-village }が多い）
qin-option-match = オンにすると両面を続けて遊ぶ。残った{ -qin-pagoda }が合計で最も少ない人の勝ち

## 用語集：ルールブックの言葉。メッセージからは { -qin-... } で使う。

-qin-pagoda = パゴダ
-qin-double-pagoda = 二層パゴダ
-qin-village = 村
-qin-province = 省
-qin-tile = タイル
-qin-water = 水域
-qin-red = 赤
-qin-yellow = 黄
-qin-blue = 青
-qin-side-bird = 鳥の面
-qin-side-lion = 獅子の面
-qin-place-form = 配置は /place RY C4 C5 のように入力してください：手持ちのタイル、続いて隣り合う2マス（列 A-M、行 1-13）。タイルの1色目が1マス目に置かれます。

## 名前：色、ボード、タイル。

qin-colour-red = { -qin-red }
qin-colour-yellow = { -qin-yellow }
qin-colour-blue = { -qin-blue }
qin-board-bird = 鳥の面
qin-board-lion = 獅子の面
qin-nobody = 持ち主なし
# $tile（RY などのタイル記号）、$first と $second（C4 などのマス）
qin-tile-on = { $tile }（{ $first } + { $second }）
qin-tile-at = { $tile }（{ $colour1 } { $first }、{ $colour2 } { $second }）
qin-tile-double = { $tile }（{ $colour }2つ）
qin-tile-mixed = { $tile }（{ $colour1 }＋{ $colour2 }）
qin-tile-colours = { $colour1 }{ $colour2 }
qin-label-place = { $tile } を置く
# 置いた結果（ボタンに表示）：「RY E7+E8：赤の省を作る」。
qin-label-does = { $tile } { $first }+{ $second }：{ $effects }
qin-does-found = { $colour }の省を作る
qin-does-extend = { $colour }の省を { $size } マスに広げる
qin-does-major = { $colour }の省を大きな省にする
qin-does-join = { $colour }の省2つをつなぐ（{ $size } マス）
qin-does-conquer = { $player } の { $size } マスの省を征服する
qin-does-absorbed = あなたの{ $colour }の省が { $player } の省に吸収される
qin-does-absorb = { $keeper } が { $player } の { $size } マスの省を吸収する
qin-does-village-take = { $count ->
       *[other] { $squares } の村を取る
    }
qin-does-village-conquer = { $square } の村を { $holder } から奪う
qin-does-village-empty = { $square } の村を空にする

## ゲームの実況。

qin-starts-chosen = { $player } がスタートプレイヤーです（卓が指名）。ボードは{ $board }。
qin-starts-drawn = { $player } がスタートプレイヤーです（くじ引き）。ボードは{ $board }。
qin-places = { $player } が { $tile } を置きました。
qin-note-found = { $player } が{ $colour }の省を作り（{ $size } マス）、パゴダを1つ置きました。
qin-note-extend = { $player } の{ $colour }の省が { $size } マスに広がりました。
qin-note-major = { $player } の{ $colour }の省が { $size } マスに達して大きな省になり、2つ目のパゴダが上に重なります。
qin-note-absorb = { $keeper } の{ $colour }の省（{ $big } マス）が { $player } の省（{ $small } マス）を吸収しました。{ $player } はパゴダを { $back } 個取り戻します。
qin-note-join = { $keeper } の{ $colour }の省2つ（{ $big } マスと { $small } マス）がつながりました。パゴダ { $back } 個が戻ります。
qin-note-village-take = { $player } が { $square } の村を取りました。
qin-note-village-conquer = { $player } が { $square } の村を { $holder } から奪いました。{ $holder } はパゴダを取り戻します。
qin-note-village-empty = { $square } の村は同数になりました：{ $holder } がパゴダを取り戻し、村は空になります。
qin-all-placed = { $count ->
        [1] { $players } がパゴダをすべて置きました！
       *[other] { $players } がパゴダをすべて置きました！
    }
qin-passes = { $player } はタイルを置けないのでパスします。
qin-blocked = もう誰もタイルを置けません。
qin-head-game = ゲーム終了
qin-head-board = { $board }のボード終了
qin-winners = { $head }：{ $count ->
        [1] { $players } の勝ち
       *[other] { $players } が勝利を分け合います
    }（ボード上のパゴダ { $pagodas } 個）。
qin-second-board = マッチの2枚目のボード：{ $board }。各プレイヤーはふたたびパゴダ { $pagodas } 個を持ちます。{ $player } から始めます。
qin-left-entry = { $player }：{ $left }
qin-match-over = マッチ終了。両ボードで残ったパゴダ：{ $summary }。{ $count ->
        [1] { $players } がマッチに勝ちました
       *[other] { $players } がマッチの勝利を分け合います
    }。

## 本人だけへのメッセージ。

qin-draw = { $tile } を引きました。手持ちのタイル：{ $tiles }。
qin-your-tiles = 手持ちのタイル：{ $tiles }。
qin-secret-over = ゲームは終了しました：手持ちに残ったタイルは数えません。
qin-secret-empty = 手持ちのタイルはありません。残りのパゴダは { $left } 個です。
qin-secret-hand = 手持ちのタイル：{ $tiles }。残りのパゴダは { $left } 個です。

## 拒否。

qin-not-a-placement = 秦の手番はすべてタイルの配置です。{ -qin-place-form }
qin-bad-tile = タイルは R、Y、B のうち2文字で、RY や BB のように書きます（手持ちのタイル：/game hand）。{ -qin-place-form }
qin-bad-square = { $square } はボードのマスではありません。C4 と C5 のように隣り合う2マスを指定してください。{ -qin-place-form }
qin-bad-squares = C4 と C5 のように隣り合う2マスを指定してください。{ -qin-place-form }
qin-not-held = { $tile } のタイルを持っていません。手持ちは /game hand で確認できます。
qin-not-adjacent = { $first } と { $second } は隣り合っていません。タイルは辺で接する2マスを覆います。
qin-square-water = { $square } は水域です。タイルは空いている草地のマスにだけ置けます。
qin-square-village = { $square } は村です。タイルは空いている草地のマスにだけ置けます。
qin-square-coloured = { $square } にはすでに色があります。タイルは空いている草地のマスにだけ置けます。
qin-not-touching = タイルは色のついたマスに辺で接していなければなりません。{ $first }-{ $second } はどれにも接していません。
qin-no-join-majors = このタイルは{ $colour }の大きな省（それぞれ { $size } マス以上）を2つつなげてしまいます。大きな省どうしはつながりません。別のマスかタイルを選ぶか、タイルの向きを変えてください。
qin-no-join-equal = このタイルは { $first } と { $second } の{ $colour }の省（どちらも { $size } マス）をつなげてしまいます。同じ大きさで持ち主の違う省はつなげられません。別のマスかタイルを選ぶか、タイルの向きを変えてください。

## 画像の言葉。

qin-pic-title = 秦 · { $board }
qin-pic-title-match = 秦 · { $board } · ボード { $number }/{ $boards }
qin-pic-over = 終了：{ $count ->
        [1] { $players } の勝ち
       *[other] { $players } が勝利を分け合う
    }
qin-pic-to-place = { $player } の手番
qin-pic-pagodas-left = 残りのパゴダ
qin-pic-winner = 勝者 · ボード上 { $placed } 個
qin-pic-on-board = ボード上 { $placed } 個 · タイル { $tiles } 枚
qin-pic-pile = タイルの山：{ $tiles }
qin-pic-began = 各プレイヤーの持ち数は { $pagodas } 個。
qin-pic-match-board = マッチ：ボード { $number }/{ $boards }
qin-pic-left-in-all = 合計 残り { $left } 個
qin-pic-left = 残り { $left }
qin-pic-legend-one = パゴダ1つ：省または村
qin-pic-legend-two = 二層パゴダ：大きな省
qin-pic-legend-major = （5マス以上）
qin-pic-legend-start = S：開始マス
qin-pic-legend-last = 白枠：最後に置いたタイル
qin-pic-last = 直前：{ $player }、{ $tile }
qin-pic-your-tiles = 手持ちのタイル
qin-pic-pagodas-in-hand = 残りのパゴダ { $left } 個
qin-pic-no-tiles = 手持ちのタイルはありません。
qin-pic-place-with = /place { $tile } C4 C5 で配置（1文字目が1マス目）
qin-pic-your-pagodas = あなたのパゴダ：{ $colour }
qin-pic-pagoda-white = 白
qin-pic-pagoda-black = 黒
qin-pic-pagoda-purple = 紫
qin-pic-pagoda-green = 緑
qin-phone-red = 赤の省
qin-phone-yellow = 黄の省
qin-phone-blue = 青の省
qin-phone-water = { -qin-water }
qin-phone-village = 村（数字：持ち主の席）
qin-phone-pagoda = 数字：省を持つ席（x2：パゴダ2つ）

## The table card's facts (games/qin/card.py).

qin-facts-phase = { $board }{ $boards ->
    [1] {""}
   *[other] （{ $boards }枚中{ $number }枚目）
} · { $phase ->
    [place] { $player }がタイルを置きます
   *[over] ゲーム終了
} · タイルの山 残り{ $pile }枚
qin-facts-seat = { $player }：盤上のパゴダ{ $placed }個、残り{ $left }個 · 村{ $villages }か所 · 省{ $provinces }個（{ $sizes }）
qin-facts-free = 持ち主のいない村：{ $cells }
qin-facts-end = { $reason ->
    [blocked] もう誰もタイルを置けません。
   *[placed] プレイヤーが最後のパゴダを置きました。
}
qin-facts-final = { $player }：パゴダを{ $placed }個配置、残り{ $left }個
qin-facts-held = タイル { $tiles }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

qin-option-value-side = { $value ->
    [bird] { -qin-side-bird }（bird）
    [lion] { -qin-side-lion }（lion）
   *[other] { $value }
}

## /game hint: why the normal computer would make this placement (games/qin/ai.py advise)
qin-hint-win = 最後の{ -qin-pagoda }が置けます。あなたの勝ちです。
qin-hint-pagodas = { -qin-pagoda }を{ $count }個置けます（残り{ $left }個）。
qin-hint-major-soon = あなたの{ -qin-province }が{ $size }マスになり、あと1マスで2個目の{ -qin-pagoda }が置けます。
qin-hint-grow = あなたの{ -qin-province }が{ $squares }マス増えます（合計{ $total }マス）。大きい{ -qin-province }は吸収されにくくなります。
qin-hint-quiet = いまは{ -qin-pagoda }を置ける配置がなく、この配置なら相手に何も与えません。
qin-hint-least = いまは得になる配置がなく、この配置なら相手を助ける度合いが最も小さくなります（相手の省が{ $squares }マス増えるだけです）。
