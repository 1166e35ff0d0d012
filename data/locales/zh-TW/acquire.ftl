### Acquire：遊戲說的話（下一步逐句轉換）。

acquire-title = Acquire

## 詞彙：規則書的用詞，訊息以 { -acquire-... } 引用。

-acquire-chain-worldwide = Worldwide
-acquire-chain-sackson = Sackson
-acquire-chain-festival = Festival
-acquire-chain-imperial = Imperial
-acquire-chain-american = American
-acquire-chain-continental = Continental
-acquire-chain-tower = Tower
-acquire-chain-luxor = Luxor
-acquire-tile = 旅館板塊
-acquire-chain = 連鎖
-acquire-share = 股票
-acquire-merger = 合併
-acquire-safe = 安全
-acquire-majority-bonus = 最大股東獎金
-acquire-minority-bonus = 次大股東獎金
