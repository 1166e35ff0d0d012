### 分步面板（bot/discord/panels.py）與收回動作（bot/referee/undoing.py、/undo）。

## 收回：拒絕、敘述、歷史、按鈕。

steps2-undo-nothing = 沒有可以收回的動作。
steps2-undo-not-yours = 只有做出最後一個動作的玩家可以收回它。
steps2-undo-acted-since = 在你的最後一個動作之後已有人行動，所以不能再收回。
steps2-undo-revealed = 這個動作不能收回：它讓隱藏的資訊曝光，或抽了牌。
steps2-undo-timer = 你的時間用完了，這一步是電腦替你下的，所以不能收回。
steps2-undo-told = { $player } 收回了動作：{ $move }。
steps2-undo-done = 你收回了：{ $move }。又輪到你了。
steps2-undo-label = 收回：{ $move }
steps2-taken-back = { $move }（已收回）
steps2-undo-button = 收回（{ $player }）
steps2-undo-stale = 這個收回按鈕來自較舊的牌桌卡：牌局已經往前走了。若仍允許，請輸入 `/undo` 收回你的最後一個動作。
steps2-undo-for-other = 這個收回按鈕是給 { $name } 的。

## 分步面板：超過 25 個動作的決定，一步一步選。

steps2-panel-first = 選擇你的動作（{ $count } 個選項），一步一步選：
steps2-panel-next = { $chosen } → 選擇下一步（{ $count } 個選項）：
steps2-panel-pick = 選擇…
steps2-panel-back = ◀ 上一步
steps2-panel-stale = 這個面板來自較早的動作：牌局已經往前走了。這是你目前的面板。
steps2-panel-unknown = 這一步已經不在選項中。這是你目前的面板。

## 主控台說明：這一版的指令。

steps2-console-help =
      /move <文字>：用你會說的方式輸入任何動作，例如 /move found tower、/move place RY E7 E8
      /undo：收回你的最後一個動作（之後沒有人行動，且它沒有讓隱藏的資訊曝光）
