### 秦：遊戲說的話。

qin-title = 秦

## 各選項的說明（與選項一起顯示；名稱與值是玩家輸入的字）。

qin-option-side = { -qin-side-bird }（較簡單，預設）或{ -qin-side-lion }（較多{ -qin-water }與{ -qin-village }）
qin-option-match = 開啟時依序玩兩面；剩下的{ -qin-pagoda }總數最少者獲勝

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
-qin-place-form = 放置板塊請輸入 /place RY C4 C5：先寫手上的一個板塊，再寫兩個相鄰的格子（直行 A-M，橫列 1-13）；板塊的第一個顏色放在第一格。

## 名稱：顏色、圖板、板塊。

qin-colour-red = { -qin-red }
qin-colour-yellow = { -qin-yellow }
qin-colour-blue = { -qin-blue }
qin-board-bird = 鳥面
qin-board-lion = 獅面
qin-nobody = 無人
# $tile（板塊代號，如 RY）、$first 與 $second（格子，如 C4）
qin-tile-on = { $tile }（{ $first } + { $second }）
qin-tile-at = { $tile }：{ $colour1 } { $first }、{ $colour2 } { $second }
qin-tile-double = { $tile }（兩格{ $colour }）
qin-tile-mixed = { $tile }（{ $colour1 }＋{ $colour2 }）
qin-tile-colours = { $colour1 }{ $colour2 }
qin-label-place = 放置 { $tile }
# 放置的效果，顯示在按鈕上：「RY E7+E8：建立紅色省區」。
qin-label-does = { $tile } { $first }+{ $second }：{ $effects }
qin-does-found = 建立{ $colour }省區
qin-does-extend = { $colour }省區擴大到 { $size } 格
qin-does-major = { $colour }省區成為大省
qin-does-join = 合併兩個{ $colour }省區（{ $size } 格）
qin-does-conquer = 征服 { $player } 的 { $size } 格省區
qin-does-absorbed = 你的{ $colour }省區併入 { $player } 的省區
qin-does-absorb = 讓 { $keeper } 吸收 { $player } 的 { $size } 格省區
qin-does-village-take = { $count ->
       *[other] 控制 { $squares } 的村莊
    }
qin-does-village-conquer = 從 { $holder } 手中奪取 { $square } 的村莊
qin-does-village-empty = 使 { $square } 的村莊成為空村

## 遊戲敘述。

qin-starts-chosen = 由 { $player } 擔任起始玩家（由玩家們指定），使用{ $board }圖板。
qin-starts-drawn = 由 { $player } 擔任起始玩家（抽籤決定），使用{ $board }圖板。
qin-places = { $player } 放置 { $tile }。
qin-note-found = { $player } 發現一個{ $colour }省區（{ $size } 個省域格），並在上面放置 1 個寶塔。
qin-note-extend = { $player } 的{ $colour }省區擴張至 { $size } 個省域格。
qin-note-major = { $player } 的{ $colour }省區達到 { $size } 個省域格，成為大型省區，再疊上第 2 個寶塔。
qin-note-absorb = { $keeper } 的{ $colour }省區（{ $big } 個省域格）吸收了 { $player } 的省區（{ $small } 個省域格）；{ $player } 取回 { $back } 個寶塔。
qin-note-join = { $keeper } 的兩個{ $colour }省區（{ $big } 與 { $small } 個省域格）合併；{ $back } 個寶塔取回。
qin-note-village-take = { $player } 控制了 { $square } 的村莊。
qin-note-village-conquer = { $player } 從 { $holder } 手中征服了 { $square } 的村莊，{ $holder } 取回寶塔。
qin-note-village-empty = { $square } 的村莊寶塔數平手：{ $holder } 取回寶塔，村莊恢復無人控制。
qin-all-placed = { $count ->
        [1] { $players } 已將所有寶塔建造在圖板上！
       *[other] { $players } 都已將所有寶塔建造在圖板上！
    }
qin-passes = { $player } 無法放置板塊，跳過這一回合。
qin-blocked = 已經沒有人能放置板塊了。
qin-head-game = 遊戲結束
qin-head-board = { $board }圖板結束
qin-winners = { $head }：{ $count ->
        [1] { $players } 獲勝
       *[other] { $players } 共同獲勝
    }，圖板上有 { $pagodas } 個寶塔。
qin-second-board = 連戰第二場：{ $board }。每位玩家重新拿取 { $pagodas } 個寶塔；由 { $player } 先開始。
qin-left-entry = { $player }：{ $left }
qin-match-over = 連戰結束。兩場剩下的寶塔數：{ $summary }。{ $count ->
        [1] { $players } 贏得連戰
       *[other] { $players } 共同贏得連戰
    }。

## 私人訊息。

qin-draw = 你抽到 { $tile }。你手上的板塊：{ $tiles }。
qin-your-tiles = 你手上的板塊：{ $tiles }。
qin-secret-over = 遊戲已結束：手上剩下的板塊不計。
qin-secret-empty = 你手上沒有板塊。你還剩 { $left } 個寶塔。
qin-secret-hand = 你手上的板塊：{ $tiles }。你還剩 { $left } 個寶塔。

## 拒絕。

qin-not-a-placement = 在秦遊戲中，每一步都是放置板塊。{ -qin-place-form }
qin-bad-tile = 板塊是 R、Y、B 其中兩個字母，例如 RY 或 BB（查看手上的板塊：/game hand）。{ -qin-place-form }
qin-bad-square = { $square } 不是圖板上的格子。請寫出兩個相鄰的格子，例如 C4 和 C5。{ -qin-place-form }
qin-bad-squares = 請寫出兩個相鄰的格子，例如 C4 和 C5。{ -qin-place-form }
qin-not-held = 你手上沒有 { $tile } 板塊；用 /game hand 查看手上的板塊。
qin-not-adjacent = { $first } 和 { $second } 不相鄰；一個板塊要蓋住兩個相鄰的格子。
qin-square-water = { $square } 是水域；板塊只能放在空的草地格內。
qin-square-village = { $square } 是村莊格；板塊只能放在空的草地格內。
qin-square-coloured = { $square } 已經有顏色；板塊只能放在空的草地格內。
qin-not-touching = 板塊須至少有一邊與已有顏色的省域格相鄰；{ $first }-{ $second } 沒有相鄰任何省域格。
qin-no-join-majors = 這個板塊會讓兩個{ $colour }大型省區（各有 { $size } 個以上省域格）相連接；大型省區不能連接。請換一格或換一個板塊，或把板塊轉向。
qin-no-join-equal = 這個板塊會讓 { $first } 和 { $second } 各有 { $size } 個省域格的{ $colour }省區相連接；省域格數相同且屬於不同玩家的省區不能合併。請換一格或換一個板塊，或把板塊轉向。

## 圖片上的文字。

qin-pic-title = 秦 · { $board }
qin-pic-title-match = 秦 · { $board } · 第 { $number }/{ $boards } 場
qin-pic-over = 結束：{ $count ->
        [1] { $players } 獲勝
       *[other] { $players } 共同獲勝
    }
qin-pic-to-place = 輪到 { $player } 放置
qin-pic-pagodas-left = 剩下的寶塔
qin-pic-winner = 贏家 · 圖板上 { $placed } 個
qin-pic-on-board = 圖板上 { $placed } 個 · 板塊 { $tiles } 個
qin-pic-pile = 板塊堆剩下：{ $tiles }
qin-pic-began = 每位玩家開始時有 { $pagodas } 個。
qin-pic-match-board = 連戰：第 { $number } 場，共 { $boards } 場
qin-pic-left-in-all = 合計剩 { $left } 個
qin-pic-left = 剩 { $left } 個
qin-pic-legend-one = 1 個寶塔：省區或村莊
qin-pic-legend-two = 雙層寶塔：大型省區
qin-pic-legend-major = （5 個以上省域格）
qin-pic-legend-start = S：起始省域格
qin-pic-legend-last = 白框：最後放置的板塊
qin-pic-last = 上一步：{ $player } 放置 { $tile }
qin-pic-your-tiles = 你手上的板塊
qin-pic-pagodas-in-hand = 剩 { $left } 個寶塔
qin-pic-no-tiles = 手上沒有板塊了。
qin-pic-place-with = 用 /place { $tile } C4 C5 放置（第一個字母放在第一格）
qin-pic-your-pagodas = 你的寶塔：{ $colour }
qin-pic-pagoda-white = 白
qin-pic-pagoda-black = 黑
qin-pic-pagoda-purple = 紫
qin-pic-pagoda-green = 綠
qin-phone-red = 紅色省區
qin-phone-yellow = 黃色省區
qin-phone-blue = 藍色省區
qin-phone-water = { -qin-water }
qin-phone-village = 村莊（數字：持有者的座位）
qin-phone-pagoda = 數字：持有省區的座位（x2：兩座寶塔）

## The table card's facts (games/qin/card.py).

qin-facts-phase = { $board }{ $boards ->
    [1] {""}
   *[other] （第 { $number } 張，共 { $boards } 張）
} · { $phase ->
    [place] { $player } 擺放板塊
   *[over] 遊戲結束
} · 板塊堆剩 { $pile } 個
qin-facts-seat = { $player }：場上寶塔 { $placed } 座，剩 { $left } 座 · 村莊 { $villages } 個 · 省區 { $provinces } 個（{ $sizes }）
qin-facts-free = 無主的村莊：{ $cells }
qin-facts-end = { $reason ->
    [blocked] 沒有人能再擺放板塊。
   *[placed] 有玩家擺出了最後一座寶塔。
}
qin-facts-final = { $player }：擺出 { $placed } 座寶塔，剩下 { $left } 座
qin-facts-held = 板塊 { $tiles }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

qin-option-value-side = { $value ->
    [bird] { -qin-side-bird }（bird）
    [lion] { -qin-side-lion }（lion）
   *[other] { $value }
}

## /game hint: why the normal computer would make this placement (games/qin/ai.py advise)
qin-hint-win = 它放下你最後一座{ -qin-pagoda }：你獲勝。
qin-hint-pagodas = 它讓你放下 { $count } 座{ -qin-pagoda }（還剩 { $left } 座）。
qin-hint-major-soon = 它讓你的一個{ -qin-province }達到 { $size } 格，再一格就能放第二座{ -qin-pagoda }。
qin-hint-grow = 它讓你的{ -qin-province }多 { $squares } 格（共 { $total } 格）：越大的{ -qin-province }越不會被吞併。
qin-hint-quiet = 現在沒有任何放法能放下{ -qin-pagoda }，而這個放法不給對手任何好處。
qin-hint-least = 現在沒有任何放法對你有利，而這個放法對對手的幫助最小（只讓他們多 { $squares } 格）。
