### 牌桌卡片（bot/discord/compose.py、bot/discord/sender.py）。

card2-chart-alt = 這局{ $game }的走勢圖。
