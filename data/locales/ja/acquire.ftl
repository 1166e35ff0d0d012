### アクワイア：ゲームの言葉（次の段階で一文ずつ移します）。

acquire-title = アクワイア

## 用語集：ルールブックの言葉。メッセージからは { -acquire-... } で使う。

-acquire-chain-worldwide = ワールドワイド
-acquire-chain-sackson = サクソン
-acquire-chain-festival = フェスティバル
-acquire-chain-imperial = インペリアル
-acquire-chain-american = アメリカン
-acquire-chain-continental = コンチネンタル
-acquire-chain-tower = タワー
-acquire-chain-luxor = ルクソール
-acquire-tile = ホテルタイル
-acquire-chain = チェーン
-acquire-share = 株券
-acquire-merger = 合併
-acquire-safe = 安全
-acquire-majority-bonus = 筆頭株主ボーナス
-acquire-minority-bonus = 第二株主ボーナス
