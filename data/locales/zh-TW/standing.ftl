### 對局之間的排名：積分、統計、排行榜、對手（/game stats、/game leaderboard、/game versus）。

## 多處共用的字詞
standing-rating = { $rating }{ $provisional }
standing-provisional = （暫定）
standing-computer = 電腦（{ $level }）
standing-seconds = { $count } 秒
standing-minutes = { $count } 分鐘
standing-hours = { $count } 小時

## 結束卡
standing-end-head = 積分
standing-end-line = { $player } { $before } → { $after }（{ $change }）{ $provisional }

## /game stats
standing-stats-head = **{ $player }** 在本伺服器：
standing-stats-game = **{ $game }**：積分 { $rating } · { $games } 局，勝 { $wins } 局 · 平均名次 { $place }
standing-stats-play = { "  " }每回合用時 { $turn } · 由計時器代下的回合 { $timeouts } · 看過提示後的著手 { $hinted }
standing-stats-favourite = 最常玩的遊戲：{ $game }（{ $games } 局）
standing-stats-none = { $player } 在本伺服器還沒有計分的對局。
standing-stats-hidden-note = 不在排行榜上（`/game stats hide:False` 可重新顯示）。
standing-hidden-on = 你現在不會出現在排行榜上；你的對局仍會計分。`/game stats hide:False` 可重新顯示。
standing-hidden-off = 你重新出現在排行榜上了。
standing-chart-title = 積分
standing-chart-games = { $count } 局
standing-chart-alt = 每局計分對局後積分變化的圖表。

## /game leaderboard
standing-board-head = **{ $game }** 本伺服器積分最高的玩家：
standing-board-line = { $rank }. { $player }：{ $rating } · 玩了 { $games } 局，勝 { $wins } 局
standing-board-you = 你：第 { $rank } 名 { $rating } · 玩了 { $games } 局，勝 { $wins } 局
standing-board-you-none = 你在本伺服器還沒有計分的 { $game } 對局。
standing-board-you-hidden = 你不在排行榜上（`/game stats hide:False` 可重新顯示）。
standing-board-none = 本伺服器還沒有人下過計分的 { $game }。
standing-board-empty = 本伺服器還沒有計分的對局：下完一桌（`/game new`）排行榜就會開始。

## /game versus
standing-versus-head = { $player } 與 { $other } 在本伺服器：一起下過 { $games } 局計分對局
standing-versus-wins = 獲勝局數：{ $player } { $mine }，{ $other } { $theirs }
standing-versus-ahead = 名次在對方之前：{ $player } { $mine }，{ $other } { $theirs }
standing-versus-last = 最近 { $count } 局：
standing-versus-game = { $date } { $game } #{ $table }：第 { $place } 名對第 { $other_place } 名（共 { $players } 人）
standing-versus-none = { $player } 與 { $other } 在本伺服器還沒有一起下過計分的對局。
standing-versus-self = 請選擇其他玩家：你不能和自己對戰。
standing-server-only = 積分按伺服器分別記錄：請在伺服器的頻道中使用這個指令。
standing-posted = 已發佈在頻道中。
standing-console-versus-who = 對手是誰？`/game versus <玩家>`。
