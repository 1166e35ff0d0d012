### 1920ウォール街：ゲームの言葉（次の段階で一文ずつ移します）。

wallstreet-title = 1920ウォール街

## 用語集：ルールブックの言葉。メッセージからは { -wallstreet-... } で使う。

-wallstreet-stock-corn = トウモロコシ
-wallstreet-stock-cotton = 綿花
-wallstreet-stock-steel = 鉄鋼
-wallstreet-stock-oil = 石油
-wallstreet-stock-card = 株券カード
-wallstreet-market-card = 市場カード
-wallstreet-capital-card = 資本カード
-wallstreet-loan-card = 借入カード
-wallstreet-explosion = 爆発
-wallstreet-trend = トレンド
-wallstreet-golden = ゴールド
