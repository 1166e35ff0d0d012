### How to play: a game's guide for players, a page per part (bot/text/guide.py, bot/discord/guide.py),
### opened with /game rules and the *How to play* button of a table card.

guide-head = **遊戲說明：{ $game }** · { $part }（第 { $page } / { $pages } 頁）
guide-button = 遊戲說明
guide-counter = { $page } / { $pages }
guide-stale = 這一頁說明已經無法開啟（說明可能已更新）。沒有任何變動；請用 `/game rules` 重新開啟說明。
guide-console-next = 下一頁：`/game rules { $game } { $next }`（共 1 到 { $pages } 頁）。
