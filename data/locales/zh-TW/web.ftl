### 牌桌的網頁檢視（bot/web/）：只有全桌看得到的內容，公開的盤面與敘述。

web-page-title = { $game } #{ $table }
web-status-playing = 對局進行中：每有一手棋，頁面會隨之更新。
web-status-over = 對局已結束：完整揭曉與走勢圖在下方。
web-status-stopped = 這一桌已經停止。
web-to-act = 輪到：{ $players }
web-facts = 牌桌
web-log = 棋譜
web-deal = 發牌：對局開始。
web-move = 第 { $move } 手
web-replay = 重播
web-replay-at = 共 { $count } 手中的第 { $move } 手
web-replay-earlier = ◀ 上一手
web-replay-later = 下一手 ▶
web-replay-keys = 用 ◀ ▶ 鍵逐手重播。
web-chart-alt = { $game } #{ $table } 各手的走勢圖。
web-reveal = 揭曉
web-not-found = 這個連結沒有對應的牌桌：可能打錯了，或玩家已停止分享。

## /game status share:on|off（bot/referee/sharing.py）與牌卡上的「觀戰」按鈕
web-share-host-only = 只有桌主（{ $host }）可以分享或停止分享這一桌的網頁。
web-share-set-on = 這一桌的網頁已分享：牌卡上的「觀戰」按鈕會開啟它，任何有連結的人都能觀看。
web-share-set-off = 這一桌的網頁已停止分享：在 `/game status share:on` 之前，連結會顯示「找不到」。
web-share-now-on = { $player } 分享了這一桌的網頁：按牌卡上的「觀戰」即可開啟。
web-share-now-off = { $player } 停止分享這一桌的網頁。
web-watch = 觀戰
web-replay-link = 在網頁上重播
