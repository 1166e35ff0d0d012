### Qin: what the game says (converted sentence by sentence in the next step).

qin-title = Qin
