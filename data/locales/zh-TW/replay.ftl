### /game replay: the board at move N of a table's log, for the caller alone
### (bot/referee/replay.py, bot/discord/replay.py). Only what the table saw: the public board and narration.

replay-head = **{ $game } #{ $table } 重播**（{ $status }）：第 { $move } 步，共 { $count } 步
replay-deal = 發牌：{ $players }入座，遊戲開始。
replay-moved = { $player } 走了一步。
replay-not-yours = 這個重播是 { $player } 開的，按鈕只屬於他們。用 `/game replay` 開你自己的重播。
replay-out-of-range = 這張牌桌的紀錄沒有第 { $move } 步：共有 { $count } 步。沒有任何改變；`/game replay` 可以重新開啟。
replay-gone = 牌桌 #{ $table } 已不存在，無法重播。
replay-not-installed = 牌桌 #{ $table } 的遊戲已不在這個機器人上，無法重播。
replay-no-table = 這裡沒有可以重播的牌桌。請給出牌桌編號：`/game replay table:12`（`/game tables` 和 `/game tables mine` 會列出編號）。
replay-alt = { $game } #{ $table } 第 { $move } 步的盤面。
replay-post-button = 在此貼出連結
replay-posted = { $player } 分享了 { $game } #{ $table } 的重播：第 { $move } 步，共 { $count } 步。
replay-post-wait = 你剛剛已貼出這個重播的連結，{ $seconds } 秒後才能再貼一次；這次沒有貼出任何東西。
replay-post-unshared = 牌桌 #{ $table } 的網頁已關閉（桌主選了 `/game status share:off`），所以沒有連結可貼。沒有貼出任何東西。
