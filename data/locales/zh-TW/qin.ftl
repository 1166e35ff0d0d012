### 秦：遊戲說的話（下一步逐句轉換）。

qin-title = 秦

## 詞彙：規則書的用詞，訊息以 { -qin-... } 引用。

-qin-pagoda = 寶塔
-qin-double-pagoda = 雙層寶塔
-qin-village = 村莊
-qin-province = 省區
-qin-tile = 板塊
-qin-water = 水域
-qin-red = 紅色
-qin-yellow = 黃色
-qin-blue = 藍色
-qin-side-bird = 鳥面
-qin-side-lion = 獅面
