### /game hint: the normal computer's move for you now, with its reason (bot/referee/coach.py).
### Each game's reasons are in its own catalog (<game>-hint-*); hint-fallback is the one shared reason.

hint-suggest = 提示：「{ $move }」。理由：{ $reason }
hint-fallback = 這是電腦在這裡會走的一步；其他選擇對它來說都沒有更好。
hint-only = 這是你唯一能走的一步。
hint-button = 提示
hint-off = 這一桌已關閉提示。桌主（{ $host }）可以用 `/game hint hints:on` 開啟。
hint-not-your-turn = 提示只給輪到行動的玩家，現在不是你的回合。這一桌正在等 { $waiting }。
hint-over = 這局遊戲已經結束，沒有可以提示的了。
hint-host-only = 只有桌主（{ $host }）可以開啟或關閉提示。
hint-set-on = 提示已開啟：`/game hint`（或行動面板中的「提示」）會只對你建議一步並說明理由。
hint-set-off = 這一桌的提示已關閉。
hint-now-on = { $player } 開啟了提示：`/game hint` 會只對你建議你的下一步。
hint-now-off = { $player } 關閉了提示。
