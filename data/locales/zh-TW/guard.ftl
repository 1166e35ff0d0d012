### 成員送來的內容在處理前先量過（bot/discord/bounds.py）；伺服器上限（bot/referee/limits.py）。

## 無法接受的值：私下回覆，什麼都不變。

guard-too-long = 這段文字有 { $length } 個字元；這裡最多只讀 { $limit } 個。沒有任何改變。
guard-out-of-range = `{ $text }` 超出這個選項接受的範圍（{ $low } 到 { $high }）。沒有任何改變。
guard-forged-component = 這個按鈕或選單不是我畫的，所以我無法照它行動。沒有任何改變；`/game status` 會顯示這一桌。
guard-may-not-send = 你在這裡不能傳送訊息，所以我也不會替你在這裡發文。沒有任何改變。

## 伺服器上限：`/game limits`（由具「管理伺服器」權限者設定）及其造成的拒絕。

guard-limits-now = 本伺服器的上限：每位成員 { $member } 張開著的牌桌，每個頻道（含其討論串）{ $channel } 張開著的牌桌，每位成員一小時內開 { $hour } 張新牌桌，同一頻道兩次重賽之間隔 { $seconds } 秒。具「管理伺服器」權限的成員可用 `/game limits` 修改。
guard-limits-server-only = 上限屬於 Discord 伺服器；這裡沒有上限。
guard-limits-admins-only = 只有具「管理伺服器」權限的成員能修改本伺服器的上限。沒有任何改變。
guard-limit-range = { $name } 必須介於 { $low } 與 { $high } 之間。沒有任何改變。
guard-limit-member = 你在本伺服器已主持 { $limit } 張開著的牌桌（{ $tables }），已達上限。請先結束或放棄其中一張；`/game tables mine` 會列出它們。
guard-limit-channel = 這個頻道（含其討論串）已有 { $limit } 張開著的牌桌，已達本伺服器的上限。請加入其中一張（`/game tables` 會列出）或等某張結束。
guard-limit-hour = 你在過去一小時內已在本伺服器開了 { $limit } 張牌桌，已達上限。{ $minutes } 分鐘後可以再開下一張。
guard-limit-rematch = 這個頻道剛剛才開始一場重賽，而每次重賽都會提及每位玩家：{ $seconds } 秒後才能再開下一場。

## `/game permissions`：機器人在此頻道缺少哪些權限，以及每項權限的用途（bot/discord/permissions.py）。

guard-perm-all-here = 我在這裡擁有所需的全部 { $count } 項權限：牌桌卡片、盤面圖片與討論串中的牌桌都能在此頻道運作。
guard-perm-lacking = 我在這裡缺少 { $count } 項權限：{ $needs }。伺服器管理員可在我的身分組或此頻道的設定（*編輯頻道 → 權限*）中授予。
guard-perm-lacking-entry = **{ $name }**（{ $use }）
guard-perm-view-channel = 檢視頻道
guard-perm-view-channel-use = 才看得到這個頻道
guard-perm-send-messages = 傳送訊息
guard-perm-send-messages-use = 才能張貼牌桌卡片與牌桌上發生的事
guard-perm-attach-files = 附加檔案
guard-perm-attach-files-use = 才能以圖片顯示盤面；沒有它，盤面只以文字描述
guard-perm-create-public-threads = 建立公開討論串
guard-perm-create-public-threads-use = 才能讓每張牌桌在自己的討論串中進行；沒有它，牌桌就在頻道本身進行
guard-perm-send-messages-in-threads = 在討論串中傳送訊息
guard-perm-send-messages-in-threads-use = 才能在牌桌的討論串中發言
guard-perm-manage-threads = 管理討論串
guard-perm-manage-threads-use = 才能移除為無法開始的牌桌所建立的討論串
guard-perm-server-only = 權限屬於 Discord 伺服器的頻道；這裡沒有可檢查的權限。
