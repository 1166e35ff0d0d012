### Acquire: what the game says (converted sentence by sentence in the next step).

acquire-title = Acquire

## Glossary: the game's own words, for the messages to use as { -acquire-... }.

-acquire-chain-worldwide = Worldwide
-acquire-chain-sackson = Sackson
-acquire-chain-festival = Festival
-acquire-chain-imperial = Imperial
-acquire-chain-american = American
-acquire-chain-continental = Continental
-acquire-chain-tower = Tower
-acquire-chain-luxor = Luxor
-acquire-tile = hotel tile
-acquire-chain = chain
-acquire-share = share
-acquire-merger = merger
-acquire-safe = safe
-acquire-majority-bonus = majority bonus
-acquire-minority-bonus = minority bonus
