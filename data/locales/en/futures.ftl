### Futures!: what the game says (converted sentence by sentence in the next step).

futures-title = Futures!
