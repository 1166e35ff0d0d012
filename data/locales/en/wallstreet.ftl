### 1920 Wall Street: what the game says (converted sentence by sentence in the next step).

wallstreet-title = 1920 Wall Street
