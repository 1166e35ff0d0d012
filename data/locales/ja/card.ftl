### テーブルカード：テーブルごとに1つの更新されるメッセージ（bot/text/table_card.py、games/<key>/card.py）。

## 共通の部品。

card-none = –
card-dot = { $first } · { $rest }
card-comma = { $first }、{ $rest }
card-shares = { $what }{ $count }株
card-price = { $name } { $price }
card-more = ……ほか{ $count }件
card-reveal = { $player }の持ち物：{ $holdings }
card-end-rank = { $rank }. { $player }：{ $score }{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}

## カードの枠：状況、短い記録、ボタン。

card-status-turn = あなたの番です：{ $players }
card-status-waiting = { $players }を待っています
card-status-over = ゲーム終了です。
card-log = 最近の手
card-log-entry = { $player }：{ $label }
card-end-scores = 最終得点
card-end-reveal = 各プレイヤーの持ち物
card-button-move = あなたの番
card-button-hand = 手札
card-button-history = 記録
card-button-rematch = もう一度
card-button-join = 参加
card-button-leave = 退出
card-button-add-ai = コンピューターを追加
card-button-start = 開始

## ロビーのカード。

card-lobby-status = プレイヤーを待っています（{ $seated }人着席、{ $least }～{ $most }人）。{ $host }がゲームを開始します。
card-lobby-seats = 席
card-lobby-seat = { $number }. { $player }
card-lobby-options = オプション
card-lobby-option = { $name }：{ $value }
card-lobby-no-options = このゲームにはオプションがありません。
card-option-on = オン
card-option-off = オフ
card-option-auto = 自動
card-option-secret = 設定済み（非公開）
card-level-placeholder = コンピューターの強さ：{ $level }
card-level-easy = 弱い
card-level-normal = 普通
card-level-hard = 強い

## ストックパイル。

card-stockpile-phase = 第{ $round }ラウンド（全{ $rounds }ラウンド）· { $phase }
card-stockpile-prices = 株価：{ $prices }
card-stockpile-forecasts = 判明している予測：{ $forecasts }
card-stockpile-pile = 山{ $pile }：{ $cards }{ $down ->
    [0] {""}
   *[other] {" "}＋ 裏向き{ $down }枚
} · { $bid }
card-stockpile-bid = { $player }が{ $amount }で入札
card-stockpile-no-bid = 入札なし
card-stockpile-seat = { $player }：{ $cash } · 株券{ $shares }枚
card-stockpile-final = { $player }：{ $total } = 現金 { $cash } + 筆頭株主ボーナス { $bonus } + 株の売却 { $shares } − 未払いの手数料 { $unpaid }
card-stockpile-held = 株 { $shares }；予測 { $forecasts }

## アクワイア。

card-acquire-phase = { $phase ->
    [place] { $player }がタイルを置きます
    [found] { $player }がチェーンを設立します
    [survivor] { $player }が存続チェーンを選びます
    [order] { $player }が次に吸収するチェーンを選びます
    [dispose] { $player }が吸収されるチェーンの株を処理します（売る・交換・保持）
    [buy] { $player }が株を買います（{ $most }株中{ $bought }株購入済み）
   *[over] ゲーム終了
}
card-acquire-chain = { $name }（{ $size }タイル、{ $price }{ $safe ->
    [yes] 、安全
   *[no] {""}
}）
card-acquire-chains = チェーン：{ $chains } · 残りタイル{ $tiles }枚
card-acquire-merger = 合併：{ $defunct }が{ $survivor }に吸収、1株 { $price }
card-acquire-seat = { $player }：{ $cash } · { $shares }
card-acquire-holdings-secret = 現金と株はゲーム終了まで非公開です。
card-acquire-payout = { $name }（{ $size }タイル）：1株 { $price }、ボーナス { $majority } / { $minority }
card-acquire-end-chains = 終了時にボーナスを払ったチェーン：
card-acquire-final = { $player }：最終現金 { $cash } · 残った株 { $shares }
card-acquire-held = タイル { $tiles }

## フューチャーズ！

card-futures-phase = 第{ $round }期（全{ $rounds }期）· { $phase }{ $step ->
    [card] {" "}· カードを伏せて重ねる
    [reveal] {" "}· 伏せカードを公開する
    [act] {" "}· 売買・決済・パス
    [pass] {" "}· 左隣にカードを渡す
   *[other] {""}
}
card-futures-prices = 相場：{ $prices }
card-futures-field = 場札：{ $slots }
card-futures-slot = { $slot } { $card }
card-futures-face-down = 伏せ
card-futures-actions = { $player }の手番（残りアクション{ $left }）
card-futures-marker = { $commodity } { $side } { $price }（{ $value }）
card-futures-seat = { $player }（{ $colour }）：{ $money } · 手札{ $cards }枚 · 取引マーカー { $markers }
card-futures-final = { $player }：{ $money } · 取引マーカー{ $markers }個を決済：配当 { $gains }、債務 { $debts }、没収 { $forfeited }
card-futures-held = 手札 { $cards }

## 秦。

card-qin-phase = { $board }{ $boards ->
    [1] {""}
   *[other] （{ $boards }枚中{ $number }枚目）
} · { $phase ->
    [place] { $player }がタイルを置きます
   *[over] ゲーム終了
} · タイルの山 残り{ $pile }枚
card-qin-seat = { $player }：盤上のパゴダ{ $placed }個、残り{ $left }個 · 村{ $villages }か所 · 省{ $provinces }個
card-qin-end = { $reason ->
    [blocked] もう誰もタイルを置けません。
   *[placed] プレイヤーが最後のパゴダを置きました。
}
card-qin-final = { $player }：パゴダを{ $placed }個配置、残り{ $left }個
card-qin-held = タイル { $tiles }

## 1920ウォール街。

card-wallstreet-turn = { $kind ->
    [act] { $player }の番：移動して買う・売る・資本を増やす
    [place] { $player }がコマを置きます
    [end] { $player }の番：トレンドカードを裏返すか手番を終える
    [explode] { $player }の番：爆発カードを捨て札の山に置く
    [claim] { $player }の番：捨て札の山の一番上を取る
    [keep] { $player }がカードを残すか捨てます
    [pile] { $player }がカードを山に捨てます
    [offer] { $player }が株式交換に株を1枚出します
    [answer] 全員が伏せて株を出します
    [pick] { $player }が株式交換から株を1枚選びます
    [repay] { $player }が借金を返します
    [give] { $player }が株を1枚渡します
    [remove] { $player }がカードを1枚取り除きます
    [boost] { $player }が株価を動かします
    [tycoon] { $player }が大物カードを使います
    [over] ゲーム終了
   *[other] { $player }が決めます
}
card-wallstreet-prices = 株価：{ $prices }
card-wallstreet-trend = トレンドカードは{ $spot }番の位置、{ $direction ->
    [clockwise] 時計回り
   *[other] 反時計回り
}、{ $cash }付き
card-wallstreet-rondel = 円形のカード列：{ $spots }
card-wallstreet-spot = { $number } { $what }
card-wallstreet-card = { $card }（{ $cost }）
card-wallstreet-trend-here = トレンドカード
card-wallstreet-pawns = { $what }［{ $players }］
card-wallstreet-seat = { $player }：現金 { $cash } · 資本 { $capital } · 借金{ $loans }枚 · 株{ $shares }枚 · 市場カード{ $market }枚
card-wallstreet-final = { $player }：{ $total } = 株 { $shares } + 市場カード { $market } + 現金 { $cash } + 借金 { $loans } + 大物 { $tycoon }
card-wallstreet-capital = { $stock }{ $double ->
    [yes] {" "}×2
   *[no] {""}
}、{ $points }点
card-wallstreet-held = 株 { $shares }；市場カード { $market }；資本カードの裏 { $capital }


card-chart-alt = この{ $game }のゲームのチャート。
