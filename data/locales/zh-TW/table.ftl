### 牌桌所在（討論串、/game tables、/game tables mine）與時間（回合計時）。

## 討論串
table-thread-name = { $game } #{ $id }
table-opened-in-thread = 第 { $id } 桌已在 { $thread } 開桌：請到那裡遊戲。
table-no-thread-permission = 我無法在此頻道建立討論串（需要「建立公開討論串」與「在討論串中傳送訊息」權限），所以牌桌開在頻道本身。
table-thread-failed = Discord 不讓我建立討論串，所以牌桌開在頻道本身。
table-in-threads = 此頻道的牌桌在各自的討論串中進行：{ $threads }。請在那裡使用指令。

## /game tables（這裡或我的）
table-list-head = 此伺服器的牌桌（{ $count }）：
table-list-none = 此伺服器沒有開著的牌桌。用 `/game new` 開一桌。
table-mine-head = 你的牌桌（{ $count }）：
table-mine-none = 你沒有開著的牌桌。
table-line = **{ $game }** #{ $id } · { $players } · { $state } · { $link }
table-state-lobby = 等待開始
table-state-waiting = 等待 { $players }
table-state-your-move = **輪到你了**
table-list-more = ……還有 { $count } 桌。

## 回合計時
table-timer-choice-off = 不計時
table-timer-choice-5m = 5 分鐘
table-timer-choice-15m = 15 分鐘
table-timer-choice-1h = 1 小時
table-timer-choice-24h = 24 小時
table-timer-set = { $player } 將回合計時設為：{ $timer }。
table-timer-changed = 回合計時：{ $timer }。
table-timer-unknown = 這不是回合計時的選項。請從以下選擇：{ $choices }。
table-timer-host-only = 只有主持人 { $host } 可以更改回合計時。
table-timer-reminder = 提醒：牌桌正在等你。{ $minutes } 分鐘後將由電腦代你行動。{ $players ->
    [one] {""}
   *[other] {""}
}
table-timer-expired = { $player } 的時間到了：由電腦代為行動。

# The idle nudge (turn_reminder_minutes): no timer, only a ping.
table-idle-reminder = 提醒：牌桌正在等你。
