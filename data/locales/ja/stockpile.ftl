### ストックパイル：ゲームの言葉（次の段階で一文ずつ移します）。

stockpile-title = ストックパイル

## 用語集：ルールブックの言葉。メッセージからは { -stockpile-... } で使う。

-stockpile-company-cosmic = コズミック・コンピューター
-stockpile-company-bank = ボトムライン銀行
-stockpile-company-labs = リーディング研究所
-stockpile-company-auto = アメリカン自動車
-stockpile-company-steel = スタンフォード製鉄
-stockpile-company-epic = エピック電力
-stockpile-phase-information = 情報フェイズ
-stockpile-phase-supply = 供給フェイズ
-stockpile-phase-demand = 需要フェイズ
-stockpile-phase-action = アクションフェイズ
-stockpile-phase-selling = 売却フェイズ
-stockpile-phase-movement = 株価移動フェイズ
-stockpile-company-card = 会社カード
-stockpile-forecast = 予測カード
-stockpile-bid-track = 入札トラック
-stockpile-market-deck = マーケットデッキ
-stockpile-trading-fee = 取引手数料
-stockpile-split = 株式分割
-stockpile-bankrupt = 倒産
-stockpile-investor = 投資家
