### Step panels: choosing a move one part at a time.

panel-first = 選擇你的動作（{ $count } 個選項），一步一步選：
panel-next = { $chosen } → 選擇下一步（{ $count } 個選項）：
panel-pick = 選擇…
panel-back = ◀ 上一步
panel-stale = 這個面板來自較早的動作：牌局已經往前走了。這是你目前的面板。
panel-unknown = 這一步已經不在選項中。這是你目前的面板。

## 主控台說明：這一版的指令。

panel-console-help =
      /move <文字>：用你會說的方式輸入任何動作，例如 /move found tower、/move place RY E7 E8
      /undo：收回你的最後一個動作（之後沒有人行動，且它沒有讓隱藏的資訊曝光）
