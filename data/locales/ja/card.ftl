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
card-log-summary = { $kind }：{ $items }
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

## 1920ウォール街。

card-chart-alt = この{ $game }のゲームのチャート。
