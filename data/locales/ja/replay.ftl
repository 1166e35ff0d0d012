### /game replay: the board at move N of a table's log, for the caller alone
### (bot/referee/replay.py, bot/discord/replay.py). Only what the table saw: the public board and narration.

replay-head = **{ $game } #{ $table } のリプレイ**（{ $status }）：{ $count } 手中 { $move } 手目
replay-deal = 配札：{ $players } が着席し、ゲームが始まります。
replay-moved = { $player } が手を指しました。
replay-not-yours = このリプレイは { $player } が開いたもので、ボタンはその人のものです。`/game replay` であなた自身のリプレイを開けます。
replay-out-of-range = この卓の記録に { $move } 手目はありません（全 { $count } 手）。何も変わっていません。`/game replay` で開き直せます。
replay-gone = テーブル #{ $table } はもう存在しないため、リプレイできません。
replay-not-installed = テーブル #{ $table } のゲームはこのボットにもうないため、リプレイできません。
replay-no-table = ここにはリプレイできるテーブルがありません。番号を指定してください：`/game replay table:12`（`/game tables` と `/game tables mine` に番号があります）。
replay-alt = { $game } #{ $table } の { $move } 手目の盤面。
replay-post-button = ここにリンクを投稿
replay-posted = { $player } が { $game } #{ $table } のリプレイ（{ $count } 手中 { $move } 手目）を共有しました。
replay-post-wait = このリプレイのリンクはさっき投稿したばかりです。あと { $seconds } 秒で再び投稿できます。今回は何も投稿していません。
replay-post-unshared = テーブル #{ $table } のウェブページは公開されていません（ホストが `/game status share:off` を選びました）。投稿できるリンクはありません。何も投稿していません。
