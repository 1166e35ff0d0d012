### Futures!（期貨）：遊戲說的話（下一步逐句轉換）。

futures-title = Futures!（期貨）
