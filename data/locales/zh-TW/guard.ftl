### 成員送來的內容在處理前先量過（bot/discord/bounds.py）；伺服器上限（bot/limits.py）。

## 無法接受的值：私下回覆，什麼都不變。

guard-too-long = 這段文字有 { $length } 個字元；這裡最多只讀 { $limit } 個。沒有任何改變。
guard-out-of-range = `{ $text }` 超出這個選項接受的範圍（{ $low } 到 { $high }）。沒有任何改變。
guard-forged-component = 這個按鈕或選單不是我畫的，所以我無法照它行動。沒有任何改變；`/game status` 會顯示這一桌。
