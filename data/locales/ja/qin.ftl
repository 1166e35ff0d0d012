### 秦：ゲームの言葉（次の段階で一文ずつ移します）。

qin-title = 秦

## 用語集：ルールブックの言葉。メッセージからは { -qin-... } で使う。

-qin-pagoda = パゴダ
-qin-double-pagoda = 二層パゴダ
-qin-village = 村
-qin-province = 州
-qin-tile = タイル
-qin-water = 水域
-qin-red = 赤
-qin-yellow = 黄
-qin-blue = 青
-qin-side-bird = 鳥の面
-qin-side-lion = 獅子の面
