### 所有遊戲與 bot 共用。

# 金額：{ $sign } 為 "-" 或空白，{ $amount } 為不含正負號的數字。
common-money = { $sign }${ $amount }

# 連接本身可能含逗號的句子片段（"clauses" 樣式的清單）。
common-list-clauses = ；

## 所有遊戲共用的拒絕訊息（games/base.py）。

common-not-playing = 你沒有參加這場遊戲。
common-game-over = 遊戲已經結束。
# { $waiting }：輪到行動的玩家（清單）。
common-not-your-move = 現在不是你的回合；正在等待 { $waiting }。
# { $start }：指定的座位；{ $seats }：座位數。
common-start-seat = start={ $start }：座位只有 1 到 { $seats }。
# { $game }：遊戲名稱。
common-player-count = { $game }需要 { $low } 到 { $high } 位玩家，不能是 { $count } 位。
common-one-seat-each = 每位玩家只能坐一個座位。

## 牌桌選項（games/option_words.py）。選項名稱與值是玩家輸入的字：保留原樣。

# { $problems }：下列 common-option-* 的一或多項；{ $options }：選項名稱。
common-options-refused = 這些選項不適用於{ $game }：{ $problems }。可用選項：{ $options }。
common-options-none = 無
common-option-unknown = 沒有 { $option } 這個選項
common-option-bad = { $option } 不能是 { $value }
# { $allowed }：common-allowed-* 之一。
common-option-not-allowed = { $option } 不能是 { $value }（{ $allowed }）
common-allowed-choice = { $values }
common-allowed-switch = on 或 off
common-allowed-range = { $low } 到 { $high } 的整數
common-allowed-number = 整數
# { $keys }：表格的鍵；{ $values }：每個鍵可填的值。
common-allowed-table = { $keys } 各為 { $values }
common-allowed-list = 以逗號分隔的清單

## 遊戲走勢圖（render/chart.py、render/history.py）：標題與涵蓋的步數。

common-chart-share-prices = 股價
common-chart-chain-sizes = 連鎖規模
common-chart-prices = 價格
common-chart-pagodas = 圖板上的寶塔
common-chart-moves = { $count } 步
common-chart-start = 開局

## 各選項的說明（與選項一起顯示；名稱與值是玩家輸入的字）。

common-option-start = 先開始的座位（1 = 第一個座位）；預設由亂數種子抽出
