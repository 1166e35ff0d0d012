### How to play: a game's guide for players, a page per part (bot/text/guide.py, bot/discord/guide.py),
### opened with /game rules and the *How to play* button of a table card.

guide-head = **{ $game }: how to play** · { $part } (page { $page } of { $pages })
guide-button = How to play
guide-counter = { $page } / { $pages }
guide-stale = That guide page cannot be opened any more (the guide may have changed). Nothing changed; `/game rules` opens the guide again.
guide-console-next = Next page: `/game rules { $game } { $next }` (pages 1 to { $pages }).
