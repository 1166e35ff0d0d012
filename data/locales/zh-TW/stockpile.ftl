### 縱橫股海：遊戲說的話（下一步逐句轉換）。

stockpile-title = 縱橫股海
