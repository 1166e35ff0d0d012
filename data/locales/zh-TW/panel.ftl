### Step panels: choosing a move one part at a time.

panel-first = 選擇你的動作（{ $count } 個選項），一步一步選：
panel-next = { $chosen } → 選擇下一步（{ $count } 個選項）：
panel-pick = 選擇…
panel-back = ◀ 上一步
panel-stale = 這個面板來自較早的動作：牌局已經往前走了。這是你目前的面板。
panel-unknown = 這一步已經不在選項中。這是你目前的面板。
