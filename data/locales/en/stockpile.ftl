### Stockpile: what the game says (converted sentence by sentence in the next step).

stockpile-title = Stockpile

## Glossary: the game's own words, for the messages to use as { -stockpile-... }.

-stockpile-company-cosmic = Cosmic Computers
-stockpile-company-bank = Bottomline Bank
-stockpile-company-labs = Leading Laboratories
-stockpile-company-auto = American Automotive
-stockpile-company-steel = Stanford Steel
-stockpile-company-epic = Epic Electric
-stockpile-phase-information = information phase
-stockpile-phase-supply = supply phase
-stockpile-phase-demand = demand phase
-stockpile-phase-action = action phase
-stockpile-phase-selling = selling phase
-stockpile-phase-movement = movement phase
-stockpile-company-card = company card
-stockpile-forecast = forecast card
-stockpile-bid-track = bid track
-stockpile-market-deck = market deck
-stockpile-trading-fee = trading fee
-stockpile-split = split
-stockpile-bankrupt = bankrupt
-stockpile-investor = investor
