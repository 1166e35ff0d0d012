### Acquire: what the game says (converted sentence by sentence in the next step).

acquire-title = Acquire
