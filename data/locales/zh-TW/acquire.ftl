### 併購（Acquire）：遊戲說的話。連鎖以詞彙引用；板塊名稱（6D）照原樣寫。

acquire-title = 併購

## 詞彙：規則書與 docs/i18n/glossary.md 的用詞，訊息以 { -acquire-... } 引用。

-acquire-chain-worldwide = 環球
-acquire-chain-sackson = 薩克森
-acquire-chain-festival = 節慶
-acquire-chain-imperial = 帝國
-acquire-chain-american = 美國
-acquire-chain-continental = 大陸
-acquire-chain-tower = 高塔
-acquire-chain-luxor = 盧克索
-acquire-tile = 板塊
-acquire-chain = 連鎖
-acquire-share = 股票
-acquire-merger = 合併
-acquire-safe = 安全
-acquire-majority-bonus = 第一名獎金
-acquire-minority-bonus = 第二名獎金

## 連鎖（程式以 acquire-chain-<名稱> 引用）。

acquire-chain-worldwide = { -acquire-chain-worldwide }
acquire-chain-sackson = { -acquire-chain-sackson }
acquire-chain-festival = { -acquire-chain-festival }
acquire-chain-imperial = { -acquire-chain-imperial }
acquire-chain-american = { -acquire-chain-american }
acquire-chain-continental = { -acquire-chain-continental }
acquire-chain-tower = { -acquire-chain-tower }
acquire-chain-luxor = { -acquire-chain-luxor }
acquire-chain-size = { $chain }（{ $size }）

## tile_bag 選項被拒（games/acquire/game.py）；tile_bag 是玩家輸入的字。

acquire-option-not-a-tile = { $option }：{ $tile } 不是{ -acquire-tile }（1A 到 { $last }）
acquire-option-tile-twice = { $option }：{ $tile } 列了兩次
acquire-option-edition = 版本：2016 年版（{ -acquire-chain-worldwide }、{ -acquire-chain-sackson }／{ -acquire-chain-festival }、{ -acquire-chain-imperial }、{ -acquire-chain-american }／{ -acquire-chain-continental }、{ -acquire-chain-tower }）或經典版（{ -acquire-chain-luxor }、{ -acquire-chain-tower }／{ -acquire-chain-american }、{ -acquire-chain-festival }、{ -acquire-chain-worldwide }／{ -acquire-chain-continental }、{ -acquire-chain-imperial }）
acquire-option-bonus-rounding = 平分的獎金以 $100 為單位無條件捨去（規則書）或無條件進位（孩之寶版規則）
acquire-option-open-holdings = 開啟時公開每位玩家的現金與{ -acquire-share }
acquire-option-tile-bag = 依抽取順序列出的{ -acquire-tile }（先是起始{ -acquire-tile }，再來是手牌，然後是抽牌）；未列出的{ -acquire-tile }洗亂後接在後面；不會公開給牌桌

## 連鎖（續）。

acquire-survivor = 存續的{ -acquire-chain }

## 串接清單。

acquire-join-plus = { $first } + { $rest }
acquire-join-semicolon = { $first }；{ $rest }

## 全桌看到的敘述。

acquire-opening = 起始{ -acquire-tile }：{ $starters }。{ $first } 的數字最小，先開始。
acquire-starter = { $player }（{ $tile }）
acquire-declare = { $player } 宣佈遊戲結束。
acquire-place = { $player } 放置 { $tile }。
acquire-place-found = { $player } 放置 { $tile }，建立一家新的{ -acquire-chain }。
acquire-place-grow = { $player } 放置 { $tile }：{ $chain }擴張 { $grown } 個{ -acquire-tile }，現在共 { $size } 個{ -acquire-tile }。
acquire-place-merge = { $player } 放置 { $tile }，{ -acquire-merger } { $chains }。
acquire-found = { $player } 建立{ $chain }（{ $size } 個{ -acquire-tile }），並獲得 { $free } 張免費的創立獎勵股。
acquire-found-no-share = { $player } 建立{ $chain }（{ $size } 個{ -acquire-tile }）；股票市場已沒有股票可以給。
acquire-survives-chosen = { $chain }存續（由放置合併板塊的玩家選擇）。
acquire-survives-largest = { $chain }存續（最大的{ -acquire-chain }）。
acquire-merger-over = { -acquire-merger }結束：{ $chain }共有 { $size } 個{ -acquire-tile }。
acquire-defunct = { $chain }被併購，每張{ -acquire-share } { $price }。它的{ -acquire-share }翻開給所有人看：{ $holders }。
acquire-defunct-unheld = { $chain }被併購，每張{ -acquire-share } { $price }。它的{ -acquire-share }翻開給所有人看：沒有人持有。
acquire-holder = { $player }（{ $count } 張）
acquire-no-bonus = 沒有人持有{ $chain }：不發放獎金。
acquire-bonus = { $player } 獲得{ $chain }的{ $bonus }：{ $amount }。
acquire-bonus-both = { -acquire-majority-bonus }與{ -acquire-minority-bonus }
acquire-bonus-shared-both = 平分的{ -acquire-majority-bonus }與{ -acquire-minority-bonus }
acquire-bonus-majority = { -acquire-majority-bonus }
acquire-bonus-minority = { -acquire-minority-bonus }
acquire-bonus-shared-minority = 平分的{ -acquire-minority-bonus }
acquire-sell = { $player } 賣出 { $count } 張{ $chain }，得到 { $amount }。
acquire-trade = { $player } 以 { $given } 張{ $chain }交換 { $count } 張{ $survivor }。
acquire-keep = { $player } 保留 { $count } 張{ $chain }。
acquire-buy = { $player } 以 { $price } 買了 1 張{ $chain }。
acquire-buy-several = { $player } 以 { $price } 買了 { $shares }。
acquire-shares-of = { $count } 張{ $chain }
acquire-label-buy-several = 買 { $shares }（{ $price }）
acquire-buy-steps = 請說出要買的股票，最多 { $limit } 張：`/buy 3 { acquire-chain-tower }`、`/buy { acquire-chain-tower } { acquire-chain-tower } { acquire-chain-sackson }`。{ $allowed }
acquire-set-aside = { $player } 將 { $count } 個永久不能打的{ -acquire-tile }放在一旁：{ $tiles }。
acquire-frozen = 沒有人能再放置{ -acquire-tile }：遊戲結束。
acquire-show-hand = { $player } 沒有能放置的{ -acquire-tile }，亮出手牌：{ $tiles }。
acquire-no-tiles = { $player } 手上已經沒有{ -acquire-tile }。
acquire-nothing-to-buy = 也沒有{ -acquire-share }可以買。
acquire-final-sale = 圖板上各{ -acquire-chain }的{ -acquire-share }全部賣回股票市場：{ $sales }。
acquire-sale = { $player } 賣出 { $shares }，得到 { $amount }
acquire-shares = { $count } 張{ $chain }
acquire-final = 最終金錢：{ $standings }。{ $count ->
        [1] { $winners } 獲勝
       *[other] { $winners } 並列獲勝
    }。
acquire-standing = { $player }（{ $cash }）

## 只有該玩家看到。

acquire-draw = 你抽到 { $tiles }。
acquire-draw-dead = 你抽到 { $tiles }（其中 { $dead } 是永久不能打的{ -acquire-tile }，已放在一旁）。
acquire-secret = { $tiles } { $holdings }
acquire-secret-over = 遊戲已經結束：所有人的現金與{ -acquire-share }都已公開。
acquire-secret-tiles = 你的{ -acquire-tile }：{ $tiles }。
acquire-secret-no-tiles = 你手上沒有{ -acquire-tile }。
acquire-tile-note-found = { $tile }（建立{ -acquire-chain }）
acquire-tile-note-grow = { $tile }（擴張{ -acquire-chain }）
acquire-tile-note-merge = { $tile }（{ -acquire-merger }）
acquire-tile-note-waits = { $tile }（暫時不能打）
acquire-tile-note-dead = { $tile }（永久不能打）
acquire-secret-holdings = 現金 { $cash }。{ -acquire-share }：{ $shares }。
acquire-secret-holdings-none = 現金 { $cash }。{ -acquire-share }：無。
acquire-holding = { $chain } { $count } 張

## 動作的標籤（按鈕、紀錄）：要短。

acquire-label-place = 放置 { $tile }
acquire-label-place-found = 放置 { $tile }（建立{ -acquire-chain }）
acquire-label-place-grow = 放置 { $tile }（擴張{ $chains }）
acquire-label-place-merge = 放置 { $tile }（{ -acquire-merger } { $chains }）
acquire-label-buy = 買 1 張{ $chain }（{ $price }）
acquire-label-buy-unknown = 買 1 張{ $chain }
acquire-label-done = 不再購買：結束回合
acquire-label-declare = 宣佈遊戲結束
acquire-label-found = 建立{ $chain }
acquire-label-survivor = { $chain }存續
acquire-label-defunct = 下一個處理{ $chain }
acquire-label-sell = 賣出 { $count } 張{ $chain }（{ $amount }）
acquire-label-trade = 以 { $given } 張{ $chain }交換 { $count } 張{ $survivor }
acquire-label-keep-held = 保留你的 { $held } 張{ $chain }（重新建立前不值錢）
acquire-label-keep = 保留其餘{ -acquire-share }

## 拒絕：只有行動的玩家看到。$allowed 是 acquire-allowed-* 之一。

acquire-allowed-place = 你可以放置 { $tiles }。
acquire-allowed-place-or-end = 你可以放置 { $tiles }，或宣佈遊戲結束。
acquire-allowed-end = 你可以宣佈遊戲結束。
acquire-allowed-none = 你的{ -acquire-tile }都不能放置。
acquire-allowed-buy = 你可以買{ $chains }（本回合還能買 { $left } 張），或說 done。
acquire-allowed-buy-or-end = 你可以買{ $chains }（本回合還能買 { $left } 張）、宣佈遊戲結束，或說 done。
acquire-allowed-end-or-done = 你可以宣佈遊戲結束，或說 done。
acquire-allowed-done = 說 done 結束你的回合。
acquire-say-tile = 請說要放置哪個{ -acquire-tile }。{ $allowed }
acquire-not-a-tile = { $text } 不是{ -acquire-tile }（{ -acquire-tile }從 { $first } 到 { $last }）。{ $allowed }
acquire-not-in-hand = { $tile } 不在你手上。{ $allowed }
acquire-tile-waits = 七家{ -acquire-chain }都已在圖板上，{ $tile } 會建立第八家{ -acquire-chain }：它暫時不能打。{ $allowed }
acquire-tile-dead = { $tile } 會讓安全連鎖{ $chains }相接：它永久不能打，會在你的回合結束時換掉。{ $allowed }
acquire-write-tile = { -acquire-tile }請寫成 { $tile }。{ $allowed }
acquire-declare-rule = 只有當某家{ -acquire-chain }有 { $end } 個以上{ -acquire-tile }，或圖板上每家{ -acquire-chain }都是安全連鎖（{ $safe } 個以上{ -acquire-tile }）時，才能宣佈遊戲結束。{ $allowed }
acquire-place-first = 請先放置{ -acquire-tile }，之後才能買{ -acquire-share }。{ $allowed }
acquire-say-chain = 請說要買哪家{ -acquire-chain }。{ $allowed }
acquire-no-such-chain = 沒有叫做 { $text } 的{ -acquire-chain }。{ $allowed }
acquire-buy-limit = 每回合最多買 { $limit } 張{ -acquire-share }；你已經買了 { $bought } 張。{ $allowed }
acquire-not-on-board = { $chain }不在圖板上：只能買圖板上{ -acquire-chain }的{ -acquire-share }。{ $allowed }
acquire-bank-empty = 股票市場已經沒有{ $chain }的{ -acquire-share }。{ $allowed }
acquire-too-dear = { $chain }每張 { $price }；你只有 { $cash }。{ $allowed }
acquire-buy-how = 要買一張{ $chain }的{ -acquire-share }，請送出 {"{"}"type": "buy", "chain": "{ $typed }"{"}"}。{ $allowed }
acquire-no-placeable = 你這回合沒有能放置的{ -acquire-tile }。{ $allowed }
acquire-placed-already = 你這回合已經放置過{ -acquire-tile }了。{ $allowed }
acquire-chain-taken = { $chain }已經在圖板上。請選擇你的{ -acquire-tile }要建立的{ -acquire-chain }：{ $chains }。
acquire-choose-found = 請選擇你的{ -acquire-tile }要建立的{ -acquire-chain }：{ $chains }。
acquire-choose-survivor = { $tied }並列最大（{ $size } 個{ -acquire-tile }）：請選擇存續的{ -acquire-chain }（{ $choices }）。
acquire-choose-defunct = 被併購的公司{ $tied }一樣大（{ $size } 個{ -acquire-tile }）：請選擇先行合併的公司（{ $choices }）。
acquire-dispose = 你持有 { $held } 張{ $chain }：{ $held ->
        [1] 以 { $price } 賣出
       *[other] 以每張 { $price } 賣出 1 到 { $held } 張
    }，或保留。
acquire-dispose-trade = 你持有 { $held } 張{ $chain }：{ $held ->
        [1] 以 { $price } 賣出
       *[other] 以每張 { $price } 賣出 1 到 { $held } 張
    }、以 { $ratio } 張換 1 張{ $survivor }（最多 { $pairs } 張{ $survivor }），或保留。
acquire-dispose-trade-capped = 你持有 { $held } 張{ $chain }：{ $held ->
        [1] 以 { $price } 賣出
       *[other] 以每張 { $price } 賣出 1 到 { $held } 張
    }、以 { $ratio } 張換 1 張{ $survivor }（最多 { $pairs } 張{ $survivor }；股票市場只剩 { $bank } 張），或保留。
acquire-dispose-no-trade = 你持有 { $held } 張{ $chain }：{ $held ->
        [1] 以 { $price } 賣出
       *[other] 以每張 { $price } 賣出 1 到 { $held } 張
    }，或保留（股票市場已經沒有{ $survivor }可以交換）。
acquire-over = 遊戲已經結束。

## 圖片（render/acquire.py）：標題、連鎖表、玩家、狀態列、手牌。

acquire-pic-money = { $amount }
acquire-pic-comma = {"、"}
acquire-pic-edition-2016 = 2016 年版
acquire-pic-edition-classic = 經典版
acquire-pic-title-over = { acquire-title } — 遊戲結束
acquire-pic-title-disposer = { acquire-title } — { $player }：賣出、交換或保留
acquire-pic-title-place = { acquire-title } — { $player } 放置{ -acquire-tile }
acquire-pic-title-found = { acquire-title } — { $player } 建立{ -acquire-chain }
acquire-pic-title-survivor = { acquire-title } — { $player } 選擇存續的{ -acquire-chain }
acquire-pic-title-order = { acquire-title } — { $player } 決定合併順序
acquire-pic-title-dispose = { acquire-title } — { $player }：股票處理
acquire-pic-title-buy = { acquire-title } — { $player } 買股票
acquire-pic-title-player = { acquire-title } — { $player }
acquire-pic-chains = { -acquire-chain }
acquire-pic-head-chain = { -acquire-chain }
acquire-pic-head-size = 大小
acquire-pic-head-price = 股價
acquire-pic-head-bank = 剩餘
acquire-pic-head-major = 第一名
acquire-pic-head-minor = 第二名
acquire-pic-players = 玩家
acquire-pic-tiles = { $count } 個{ -acquire-tile }
acquire-pic-cash-and-tiles = { $cash }  ·  { $count } 個{ -acquire-tile }
acquire-pic-no-shares = 沒有股票
acquire-pic-over = 遊戲結束 — { $count ->
        [1] { $winners } 獲勝
       *[other] { $winners } 並列獲勝
    }
acquire-pic-merger = { $player } 在 { $tile } { -acquire-merger }：{ $chains }
acquire-pic-survivor = 存續：{ $chain }
acquire-pic-defunct = 被併購：{ $chain }，每張 { $price }
acquire-pic-shown = 公開的股票：{ $holders }
acquire-pic-pending = 尚待處理：{ $chains }
acquire-pic-bought = 本回合已買股票：{ $bought } / { $most }
acquire-pic-can-declare = 可以宣佈遊戲結束
acquire-pic-starters = 起始板塊（數字最小者先開始）：
acquire-pic-starting = { $starters }
acquire-pic-tiles-left = 剩餘可抽的{ -acquire-tile }：{ $count }
acquire-pic-dead = 永久不能打的{ -acquire-tile }：{ $tiles }
acquire-pic-note-over = 遊戲結束
acquire-pic-note-your-move = 輪到你了
acquire-pic-waiting-names = { $players }
acquire-pic-note-waiting = 等待 { $players }
acquire-pic-no-tiles = 手上沒有{ -acquire-tile }。
acquire-pic-status-lone = 單獨
acquire-pic-status-found = 建立
acquire-pic-status-grow = 擴張
acquire-pic-status-merge = { -acquire-merger }
acquire-pic-status-waits = 暫時不能打
acquire-pic-status-dead = 永久不能打
acquire-pic-cash = 現金 { $cash }
acquire-pic-no-shares-held = 沒有股票。
acquire-pic-held = { $chain }：{ $count } 張
acquire-pic-each = 每張 { $price }
acquire-pic-off-board = 不在圖板上
acquire-pic-worth = 股票價值 { $worth }

## The table card's facts (games/acquire/card.py).

acquire-facts-phase = { $phase ->
    [place] { $player } 打一個板塊
    [found] { $player } 建立連鎖
    [survivor] { $player } 選擇存續的連鎖
    [order] { $player } 選擇先行合併的公司
    [dispose] { $player } 處理被併購公司的股票（賣出、交換或保留）
    [buy] { $player } 買股票（已買 { $bought } 張，最多 { $most } 張）
   *[over] 遊戲結束
}
acquire-facts-chain = { $name }（{ $size } 個板塊，{ $price }，剩 { $left } 股，獎金 { $majority }／{ $minority }{ $safe ->
    [yes] ，安全
   *[no] {""}
}）
acquire-facts-chains = { $count ->
    [0] 場上沒有連鎖
   *[other] 場上有 { $count } 個連鎖
} · 剩 { $tiles } 個板塊
acquire-facts-merger = 合併：{ $defunct } 併入 { $survivor }，每股 { $price }
acquire-facts-seat = { $player }：{ $cash } · { $shares }
acquire-facts-holdings-secret = 現金與股票在遊戲結束前保密。
acquire-facts-payout = { $name }（{ $size } 個板塊）：每股 { $price }，獎金 { $majority } / { $minority }
acquire-facts-end-chains = 遊戲結束時發放獎金的連鎖：
acquire-facts-final = { $player }：最終現金 { $cash } · 剩下的股票 { $shares }
acquire-facts-held = 板塊 { $tiles }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

# the only other value is "2016" (a number key would not match the word "2016")
acquire-option-value-edition = { $value ->
    [classic] 經典版（classic）
   *[other] 2016 年版（{ $value }）
}
acquire-option-value-bonus_rounding = { $value ->
    [down] 無條件捨去（down）
    [up] 無條件進位（up）
   *[other] { $value }
}

## /game hint: why the normal computer would make this move (games/acquire/ai.py advise)
acquire-hint-end = 圖板現在發放的獎金對你有利（約領先最強對手 { $lead }）：趁局勢未變，結束遊戲。
acquire-hint-place-found = { $tile } 建立一個{ -acquire-chain }：免費得到一張{ -acquire-share }並率先爭取它的獎金，對你約值 { $value }。
acquire-hint-place-grow = { $tile } 讓你持有的{ -acquire-chain }變大：對你約值 { $value }。
acquire-hint-place-merge = { $tile } 引發一次{ -acquire-merger }，約可讓你拿到 { $value }。
acquire-hint-place-quiet = 你沒有任何{ -acquire-tile }能以有利的方式建立、擴大或{ -acquire-merger }{ -acquire-chain }；{ $tile } 不會讓對手得利。
acquire-hint-buy = 每張 { $price }，買下後你會持有 { $shares } 張{ $chain }：它被{ -acquire-merger }時約可拿到 { $bonus } 獎金（{ -acquire-majority-bonus }是 { $majority }）。
acquire-hint-done = 現在沒有{ -acquire-share }值得這個價錢：留著你的 { $cash }。
acquire-hint-found = 建立{ $chain }：你已持有 { $shares } 張它的{ -acquire-share }，或它是你買得起的最高價{ -acquire-chain }。
acquire-hint-survivor = 讓{ $chain }存續，這次{ -acquire-merger }你拿得最多。
acquire-hint-defunct = 先結算{ $chain }：你持有 { $shares } 張，而現在存續{ -acquire-chain }的{ -acquire-share }最充足，方便交換。
acquire-hint-trade = 交換 { $count } 次：兩張{ $chain }換一張{ $survivor }，比每張賣得 { $price } 現金更划算。
acquire-hint-sell = 以 { $price } 賣出 { $count } 張：{ $chain }不重新出現的話，留著的{ -acquire-share }幾乎不值錢。
acquire-hint-keep = 保留{ $chain }的{ -acquire-share }：圖板還有空間，它可能重新建立。

## 除此之外不告訴牌桌任何事的動作，在歷史與牌桌卡紀錄中的說法（bot/text/told.py）
acquire-told-done = { $player } 不再購買股票，結束回合。

## 牌桌卡上的一輪結束：每種一行（bot/text/summary.py）
acquire-bonus-kind = 紅利
acquire-bonus-brief = { $player } { $chain }的{ $bonus } { $amount }
