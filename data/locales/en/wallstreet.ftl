### 1920 Wall Street: what the game says (converted sentence by sentence in the next step).

wallstreet-title = 1920 Wall Street

## Glossary: the game's own words, for the messages to use as { -wallstreet-... }.

-wallstreet-stock-corn = corn
-wallstreet-stock-cotton = cotton
-wallstreet-stock-steel = steel
-wallstreet-stock-oil = oil
-wallstreet-stock-card = stock card
-wallstreet-market-card = market card
-wallstreet-capital-card = capital card
-wallstreet-loan-card = loan card
-wallstreet-explosion = explosion
-wallstreet-trend = trend
-wallstreet-golden = golden
