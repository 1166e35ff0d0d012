### 送信されるテーブルカード（bot/discord/compose.py、bot/discord/sender.py）。

card2-chart-alt = この{ $game }のゲームのチャート。
