### Futures!: what the game says (converted sentence by sentence in the next step).

futures-title = Futures!

## Glossary: the game's own words, for the messages to use as { -futures-... }.

-futures-corn = CORN
-futures-rice = RICE
-futures-pepper = PEPPER
-futures-futures = futures
-futures-settle = settle
-futures-trade = trade
-futures-market = market
-futures-up = UP
-futures-down = DOWN
