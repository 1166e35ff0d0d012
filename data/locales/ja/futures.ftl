### Futures!：ゲームの言葉（次の段階で一文ずつ移します）。

futures-title = Futures!

## 用語集：ルールブックの言葉。メッセージからは { -futures-... } で使う。

-futures-corn = CORN
-futures-rice = RICE
-futures-pepper = PEPPER
-futures-futures = 先物
-futures-settle = 決済
-futures-trade = 売買
-futures-market = 相場
-futures-up = UP
-futures-down = DOWN
