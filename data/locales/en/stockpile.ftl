### Stockpile: what the game says (converted sentence by sentence in the next step).

stockpile-title = Stockpile
