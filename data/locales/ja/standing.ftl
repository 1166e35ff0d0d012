### 対局のあいだの成績：レーティング、統計、ランキング、ライバル（/game stats、/game leaderboard、/game versus）。

## いくつかの答えで使う言葉
standing-rating = { $rating }{ $provisional }
standing-provisional = （暫定）
standing-computer = コンピューター（{ $level }）
standing-seconds = { $count } 秒
standing-minutes = { $count } 分
standing-hours = { $count } 時間

## 終了カード
standing-end-head = レーティング
standing-end-line = { $player } { $before } → { $after }（{ $change }）{ $provisional }

## /game stats
standing-stats-head = このサーバーでの **{ $player }**：
standing-stats-game = **{ $game }**：レーティング { $rating } · { $games } 局、{ $wins } 勝 · 平均順位 { $place }
standing-stats-play = { "  " }1 手番の平均時間 { $turn } · タイマーが代わりに指した手番 { $timeouts } · ヒントを見てからの手 { $hinted }
standing-stats-favourite = いちばん遊んだゲーム：{ $game }（{ $games } 局）
standing-stats-none = { $player } はこのサーバーでまだレーティング対象の対局がありません。
standing-stats-hidden-note = ランキングには表示されません（`/game stats hide:False` で再び表示）。
standing-hidden-on = ランキングに表示されなくなりました。対局は引き続きレーティングされます。`/game stats hide:False` で再び表示されます。
standing-hidden-off = ランキングに再び表示されます。
standing-chart-title = レーティング
standing-chart-games = { $count } 局
standing-chart-alt = レーティング対象の対局ごとのレーティングの推移を示すグラフ。

## /game leaderboard
standing-board-head = このサーバーの **{ $game }** レーティング上位：
standing-board-line = { $rank }. { $player }：{ $rating } · { $games } 局、{ $wins } 勝
standing-board-you = あなた：{ $rank } 位 { $rating } · { $games } 局、{ $wins } 勝
standing-board-you-none = このサーバーであなたの { $game } のレーティング対象の対局はまだありません。
standing-board-you-hidden = あなたはランキングに表示されない設定です（`/game stats hide:False` で再び表示）。
standing-board-none = このサーバーではまだ誰も { $game } のレーティング対象の対局を終えていません。
standing-board-empty = このサーバーではまだレーティング対象の対局がありません。卓を最後まで遊ぶ（`/game new`）とランキングが始まります。

## /game versus
standing-versus-head = このサーバーでの { $player } と { $other }：一緒に遊んだレーティング対象の対局 { $games } 局
standing-versus-wins = 勝った局数：{ $player } { $mine }、{ $other } { $theirs }
standing-versus-ahead = 相手より上の順位：{ $player } { $mine }、{ $other } { $theirs }
standing-versus-last = 最近の { $count } 局：
standing-versus-game = { $date } { $game } #{ $table }：{ $place } 位 対 { $other_place } 位（{ $players } 人中）
standing-versus-none = { $player } と { $other } はこのサーバーでまだ一緒にレーティング対象の対局をしていません。
standing-versus-self = ほかのプレイヤーを選んでください。自分自身とは対戦できません。
standing-server-only = レーティングはサーバーごとに記録されます。サーバーのチャンネルでこのコマンドを使ってください。
standing-posted = チャンネルに投稿しました。
standing-console-versus-who = 誰との対戦ですか？`/game versus <プレイヤー>`。
