### Taking back a move: the Undo button, /undo and their refusals.

undo-nothing = 沒有可以收回的動作。
undo-not-yours = 只有做出最後一個動作的玩家可以收回它。
undo-acted-since = 在你的最後一個動作之後已有人行動，所以不能再收回。
undo-revealed = 這個動作不能收回：它讓隱藏的資訊曝光，或抽了牌。
undo-timer = 你的時間用完了，這一步是電腦替你下的，所以不能收回。
undo-told = { $player } 收回了一個動作（{ $move }）
undo-done = 你收回了：{ $move }。又輪到你了。
undo-label = 收回：{ $move }
undo-taken-back = { $move }（已收回）
undo-button = 收回（{ $player }）
undo-stale = 這個收回按鈕來自較舊的牌桌卡：牌局已經往前走了。若仍允許，請輸入 `/undo` 收回你的最後一個動作。
undo-for-other = 這個收回按鈕是給 { $name } 的。
