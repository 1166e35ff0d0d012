### Futures!（期貨）：遊戲說的話（下一步逐句轉換）。

futures-title = Futures!（期貨）

## 詞彙：規則書的用詞，訊息以 { -futures-... } 引用。

-futures-corn = 玉米
-futures-rice = 稻米
-futures-pepper = 胡椒
-futures-futures = 期貨
-futures-settle = 平倉
-futures-trade = 買賣
-futures-market = 行情
-futures-up = 漲
-futures-down = 跌
