### Acquire：遊戲說的話（下一步逐句轉換）。

acquire-title = Acquire
