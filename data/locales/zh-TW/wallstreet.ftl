### 華爾街1920：遊戲說的話（下一步逐句轉換）。

wallstreet-title = 華爾街1920

## 詞彙：規則書的用詞，訊息以 { -wallstreet-... } 引用。

-wallstreet-stock-corn = 玉米
-wallstreet-stock-cotton = 棉花
-wallstreet-stock-steel = 鋼鐵
-wallstreet-stock-oil = 石油
-wallstreet-stock-card = 股票卡
-wallstreet-market-card = 市場卡
-wallstreet-capital-card = 資本卡
-wallstreet-loan-card = 貸款卡
-wallstreet-explosion = 爆炸
-wallstreet-trend = 趨勢
-wallstreet-golden = 黃金
