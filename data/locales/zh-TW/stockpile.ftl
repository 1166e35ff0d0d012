### 縱橫股海：遊戲說的話（下一步逐句轉換）。

stockpile-title = 縱橫股海

## 詞彙：規則書的用詞，訊息以 { -stockpile-... } 引用。

-stockpile-company-cosmic = 宇宙電腦公司
-stockpile-company-bank = 底線銀行
-stockpile-company-labs = 領先實驗室
-stockpile-company-auto = 美國汽車公司
-stockpile-company-steel = 斯坦福鋼鐵
-stockpile-company-epic = 傳奇電力
-stockpile-phase-information = 資訊階段
-stockpile-phase-supply = 供應階段
-stockpile-phase-demand = 需求階段
-stockpile-phase-action = 行動階段
-stockpile-phase-selling = 賣出階段
-stockpile-phase-movement = 移動階段
-stockpile-company-card = 公司卡
-stockpile-forecast = 預測卡
-stockpile-bid-track = 競標軌
-stockpile-market-deck = 市場牌庫
-stockpile-trading-fee = 交易費用
-stockpile-split = 股票分割
-stockpile-bankrupt = 破產
-stockpile-investor = 投資者
