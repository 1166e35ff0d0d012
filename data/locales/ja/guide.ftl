### How to play: a game's guide for players, a page per part (bot/text/guide.py, bot/discord/guide.py),
### opened with /game rules and the *How to play* button of a table card.

guide-head = **遊び方：{ $game }** · { $part }（{ $page } / { $pages } ページ）
guide-button = 遊び方
guide-counter = { $page } / { $pages }
guide-stale = このページはもう開けません（説明が更新された可能性があります）。何も変わっていません。`/game rules` でもう一度開いてください。
guide-console-next = 次のページ：`/game rules { $game } { $next }`（1〜{ $pages } ページ）。
