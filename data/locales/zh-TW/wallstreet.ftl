### 華爾街1920：遊戲說的話。玩家、卡牌、股票與金額都以已翻好的參數傳入（$player、$card、$stock、$cost ...）；
### 數字是數字。用詞依規則書（../shared/seeds/wallstreet1920_zh.txt）與 docs/i18n/glossary.md。

wallstreet-title = 華爾街1920

## 各選項的說明（與選項一起顯示；名稱與值是玩家輸入的字）。

wallstreet-option-board = 股價板的面：藍色面（標準）或黃色面（新手，上下限較窄）
wallstreet-option-tycoons = 大亨卡變體規則：股價達到上下限時觸發其大亨卡
wallstreet-option-tycoon-sides = 每張大亨卡使用的面（獎勵面或懲罰面）；未指定的卡使用獎勵面
wallstreet-option-options = 認購期權變體規則：支付 1元預留一張卡牌

## 詞彙：規則書的用詞，訊息以 { -wallstreet-... } 引用。

-wallstreet-stock-corn = 玉米
-wallstreet-stock-cotton = 棉花
-wallstreet-stock-steel = 鋼鐵
-wallstreet-stock-oil = 石油
-wallstreet-stock-card = 股票卡
-wallstreet-market-card = 市場波幅卡
-wallstreet-capital-card = 資本卡
-wallstreet-loan-card = 貸款卡
-wallstreet-explosion = 爆炸卡
-wallstreet-trend = 市場趨勢卡
-wallstreet-golden = 黃金股票卡

## 金額：規則書以「元」計（支付1元現金）。

wallstreet-money = { $sign }{ $amount }元

## 股票、棄牌堆、卡牌：句子所用的名稱。

wallstreet-stock-corn = { -wallstreet-stock-corn }
wallstreet-stock-cotton = { -wallstreet-stock-cotton }
wallstreet-stock-steel = { -wallstreet-stock-steel }
wallstreet-stock-oil = { -wallstreet-stock-oil }
wallstreet-stockword-corn = { -wallstreet-stock-corn }
wallstreet-stockword-cotton = { -wallstreet-stock-cotton }
wallstreet-stockword-steel = { -wallstreet-stock-steel }
wallstreet-stockword-oil = { -wallstreet-stock-oil }
wallstreet-pile-left = 左邊
wallstreet-pile-middle = 中間
wallstreet-pile-right = 右邊
wallstreet-side-reward = 獎勵面
wallstreet-side-penalty = 懲罰面
wallstreet-move-up = { $stock } +{ $steps }
wallstreet-move-down = { $stock } -{ $steps }
wallstreet-card-golden = { -wallstreet-golden }
wallstreet-card-dual = { $first }/{ $second }
wallstreet-card-explosion = { -wallstreet-explosion }
wallstreet-card-stock = { $stock }
wallstreet-card-double = { $stock }×2
wallstreet-card-moves = { $card }（{ $moves }）
wallstreet-card-market-move = 股價升降（{ $moves }）
wallstreet-card-market-boom = 意外利多
wallstreet-card-market-bust = 意外利空
wallstreet-card-market-rise = 上揚波幅
wallstreet-card-market-fall = 下滑波幅
wallstreet-card-market-mixed = 混合波幅
wallstreet-card-market-crash = 股市崩盤
wallstreet-card-market-exchange = 股票交易
wallstreet-share-double = { $stock }×2
wallstreet-times = { $what }×{ $count }
wallstreet-with-points = { $card }（{ $points } 分）
wallstreet-none = 無
wallstreet-nothing = 無
wallstreet-spot-trend = { -wallstreet-trend }
wallstreet-spot-empty = 第 { $spot } 格（空位）
wallstreet-spot-card = { $card }（第 { $spot } 格）
wallstreet-spot-cards = { $first } + { $second }（第 { $spot } 格）
wallstreet-spot-number = 第 { $spot } 格
wallstreet-player-card = { $player }：{ $card }
wallstreet-player-score = { $player } { $score } 分
wallstreet-pile-dynamite = { $pile } { $dynamite } 個
# 一句接一句（秘密資訊），名稱並列，一個選項接一個選項（拒絕時）。
wallstreet-sentences = { $first }{ $rest }
wallstreet-comma = { $first }、{ $rest }
wallstreet-then = { $first }；{ $rest }

## 棄置圖板三個事件格的事件（畫面與遊戲結束時）。

wallstreet-pile-event-left = 黃金股票卡不視為任何股票，每張改換現金 { $cash }
wallstreet-pile-event-middle = 各種類股票的持有張數皆扣減 1
wallstreet-pile-event-right = 各種類股票的股價皆減半（無條件進位）
wallstreet-fires-left = 黃金股票卡不能視為任何種類股票卡，改為每張可從公區換取現金 { $cash }
wallstreet-fires-middle = 所有玩家計算各種類股票的持有張數時，皆須扣減 1
wallstreet-fires-right = 各種類股票的股價皆減半

## 大亨卡（變體規則）：各面的效果。

wallstreet-tycoon-a-reward = 遊戲結束時，玩家可獲得 { $points } 分。
wallstreet-tycoon-a-penalty = 將此張卡牌拿給其他任一玩家，遊戲結束時該玩家須扣減 { $points } 分。
wallstreet-tycoon-b-reward = 玩家可拿取市場趨勢卡上的所有現金。
wallstreet-tycoon-b-penalty = 其他每位玩家須支付 { $fine } 現金至公區。
wallstreet-tycoon-c-reward = 玩家可支付 { $cost } 現金至公區，將 5元面貸款卡放回公區，或是將 10元面貸款卡翻回成 5元面。
wallstreet-tycoon-c-penalty = 資本額 6/7/8 的其他每位玩家，須將其資本額下降 1。
wallstreet-tycoon-d-reward = 玩家可拿取任 1 組棄牌堆最上方的 1 張卡牌，該張卡牌不會影響股價。
wallstreet-tycoon-d-penalty = 其他每位玩家須將自家 1 張股票卡或市場波幅卡移除遊戲。

## 發生的事（事件）。

wallstreet-start-chosen = { $player } 是起始玩家（由玩家們指定），率先擺放玩家指示物。
wallstreet-start-drawn = { $player } 是起始玩家（抽籤決定），率先擺放玩家指示物。
wallstreet-explosion-on-top = 股市卡牌堆最上方出現爆炸卡：{ $player } 須將其置於任一棄牌堆上方。
wallstreet-explodes = 華爾街爆炸了。各棄牌堆的炸藥圖像：{ $piles }。{ $pile }事件格觸發事件：{ $event }。
wallstreet-explodes-tie = 華爾街爆炸了。各棄牌堆的炸藥圖像：{ $piles }。數量相同，不觸發任何事件。
wallstreet-holdings = { $player } 攤開所有卡牌：股票卡：{ $shares }；市場波幅卡：{ $market }；資本卡背面：{ $back }，{ $points } 分。
wallstreet-final-scores = 最終分數：{ $scores }。
wallstreet-winners = 贏家：{ $players }。
wallstreet-loan = { $player } 借貸 { $amount }（共 { $loans } 次借貸：遊戲結束時扣減 { $penalty } 分）。
wallstreet-place = { $player } 將玩家指示物擺放在{ $spot }。
wallstreet-flip-clockwise = { $player } 支付 { $cost } 至市場趨勢卡上方並將其翻面：玩家指示物現在順時針移動。
wallstreet-flip-counter-clockwise = { $player } 支付 { $cost } 至市場趨勢卡上方並將其翻面：玩家指示物現在逆時針移動。
wallstreet-option = { $player } 將認購期權卡置於{ $spot }下方。
wallstreet-option-back = { $player } 的認購期權卡歸還給其本人。
wallstreet-buy-trend = { $player } 移動 { $steps } 步至市場趨勢卡上方；移動花費 { $cost }：資本額扣除 { $capital }，現金支付 { $bank }。不買進任何卡牌。
wallstreet-buy-trend-cash = { $player } 移動 { $steps } 步至市場趨勢卡上方，並取回其上的 { $found }；移動花費 { $cost }：資本額扣除 { $capital }，現金支付 { $bank }。不買進任何卡牌。
wallstreet-buy = { $player } 移動 { $steps } 步並買進{ $cards }：共 { $total }（步數 { $cost } + { $count } 張卡牌 { $price }{ $optioned ->
        [0] {""}
       *[other] ，含認購期權費用 { $option_fee }
    }），資本額扣除 { $capital }，現金支付 { $bank }{ $fees ->
        [0] {""}
       *[other] ；另支付 { $pawn_fee } 給 { $paid }（該處有其玩家指示物）
    }。
wallstreet-refill = 從股市卡牌堆翻出的{ $card }填補空位。
wallstreet-discard = { $player } 將{ $card }棄置到{ $pile }的棄牌堆。
wallstreet-last-round = 這是最後一輪：起始玩家的右手邊玩家完成其行動回合後，遊戲結束。
wallstreet-sell = { $player } 以 { $value } 賣出{ $card }：該張股票卡正面朝上置於第 { $spot } 格。
wallstreet-sell-beside = { $player } 以 { $value } 賣出{ $card }：該張股票卡正面朝上置於第 { $spot } 格，旁邊是從股市卡牌堆翻出的{ $beside }（該處現在有 2 張卡牌）。
wallstreet-raise = { $player } 支付 { $cost }，將資本額提升至 { $capital }。
wallstreet-keep = { $player } 保留{ $card }。
wallstreet-keep-market = { $player } 保留{ $card }（遊戲結束時 { $points } 分）。
wallstreet-crash = 股市崩盤！所有玩家皆須支付 { $cost }。
wallstreet-no-exchange = { $player } 沒有可打出交換的股票卡。
wallstreet-price = { $stock }股價變為 { $price }。
wallstreet-price-limit = { $stock }股價維持在 { $price }（已達上下限）。
wallstreet-offer = { $player } 打出{ $card }（代表{ $stock }）進行股票交易。
wallstreet-cannot-answer = { $player } 沒有符合條件的卡牌可打，攤開所有股票卡證明：{ $shares }。
wallstreet-nobody-answers = 沒有玩家能打出卡牌：不進行交換。
wallstreet-answer-you = 你蓋著打出了{ $card }。
wallstreet-answered = { $player } 已蓋著打出卡牌。
wallstreet-answers = 同時翻開打出的卡牌：{ $answers }。
wallstreet-take = { $player } 以{ $given }交換 { $other } 的{ $card }。
wallstreet-tycoon = { $stock }股價達到上下限：{ $player } 執行大亨卡 { $card }（{ $side }）：{ $does }
wallstreet-trend-cash = { $player } 拿取市場趨勢卡上的 { $amount }。
wallstreet-capital-falls = { $player } 的資本額下降至 { $capital }。
wallstreet-give = { $player } 將大亨卡 A 交給 { $other }：遊戲結束時扣減 { $points } 分。
wallstreet-repay = { $player } 支付 { $cost } 償還一筆借款（還剩 { $loans } 筆）。
wallstreet-decline = { $player } 不償還借款。
wallstreet-claim = { $player } 拿取{ $pile }棄牌堆最上方的{ $card }（不影響股價）。
wallstreet-remove-you = 你選擇將{ $card }移除遊戲。
wallstreet-removing = { $player } 已選好要移除遊戲的卡牌。
wallstreet-removed = 移除遊戲的卡牌：{ $cards }。

## 拒絕。

wallstreet-nothing-to-do = 你現在沒有需要執行的行動。
wallstreet-refusal = 抱歉，{ $why }。你可以：{ $choices }。
wallstreet-refusal-more = 抱歉，{ $why }。你可以：{ $choices }（還有 { $more } 項）。
wallstreet-why-not-now = 現在不能這樣做
wallstreet-why-place = 請將玩家指示物擺放在圓圈卡牌區的任一位置，0 到 { $last }
wallstreet-why-buy = 買進股票時，玩家指示物依市場趨勢卡方向移動 { $least } 到 { $most } 步（{ $circle } 步即繞一圈回到原本的卡牌）
wallstreet-why-no-share = 你沒有可賣出的股票卡
wallstreet-why-sell-trend = 玩家指示物位於市場趨勢卡上方時，無法執行「賣出股票」行動
wallstreet-why-sell-two = 玩家指示物所在位置下方已有 2 張卡牌時，無法執行「賣出股票」行動
wallstreet-why-raise = 你的資本額已是 { $most }，已達上限
wallstreet-why-flip = 每個行動回合只能將市場趨勢卡翻面 1 次

## 按鈕文字（按鈕、自動完成、紀錄）。{ $loan } 為 1 時表示支付須借貸。

wallstreet-label-buy-nothing = 移動 { $steps } 步並買進{ $spot }
wallstreet-label-buy-trend = 移動 { $steps } 步至市場趨勢卡（花費 { $cost }，{ $paid ->
        [0] 資本額足以支付
       *[other] 現金 { $cash }
    }）{ $loan ->
        [0] {""}
       *[other] （須借貸）
    }
wallstreet-label-buy = 移動 { $steps } 步，買進{ $spot }：{ $total }，{ $paid ->
        [0] 資本額足以支付
       *[other] 現金 { $cash }
    }{ $loan ->
        [0] {""}
       *[other] （須借貸）
    }
wallstreet-label-buy-spot = 移動 { $steps } 步，買進第 { $spot } 格的 { $count } 張卡牌：{ $total }，{ $paid ->
        [0] 資本額足以支付
       *[other] 現金 { $cash }
    }{ $loan ->
        [0] {""}
       *[other] （須借貸）
    }
wallstreet-label-sell = 以 { $value } 賣出{ $card }（{ $cost } 的卡牌{ $dynamite ->
        [0] {""}
       *[other] ，{ $dynamite } 個炸藥
    }）
wallstreet-label-raise = 支付 { $cost } 將資本額提升至 { $capital }{ $loan ->
        [0] {""}
       *[other] （須借貸）
    }
wallstreet-label-flip = 將市場趨勢卡翻面（{ $cost }）{ $loan ->
        [0] {""}
       *[other] （須借貸）
    }
wallstreet-label-option = 在{ $spot }下方放置認購期權卡（{ $cost }）{ $loan ->
        [0] {""}
       *[other] （須借貸）
    }
wallstreet-label-place = 將玩家指示物擺放在{ $spot }
wallstreet-label-explosion = 將爆炸卡置於{ $pile }的棄牌堆
wallstreet-label-discard = 將{ $card }棄置到{ $pile }的棄牌堆
wallstreet-label-discard-card = 將卡牌棄置到{ $pile }的棄牌堆
wallstreet-label-keep = 保留{ $card }
wallstreet-label-keep-card = 保留卡牌
wallstreet-label-offer = 打出{ $card }代表{ $stock }
wallstreet-label-answer = 蓋著打出{ $card }
wallstreet-label-take = 選擇 { $player } 的卡牌交換
wallstreet-label-give = 將大亨卡 A 交給 { $player }
wallstreet-label-repay = 支付 { $cost } 償還一筆借款
wallstreet-label-decline = 不償還借款
wallstreet-label-claim = 拿取{ $card }（{ $pile }棄牌堆最上方），不影響股價
wallstreet-label-claim-top = 拿取{ $pile }棄牌堆最上方的卡牌，不影響股價
wallstreet-label-remove = 將{ $card }移除遊戲
wallstreet-label-end = 結束回合

## 只有你知道的事（私訊、/game hand）。

wallstreet-secret-over = 遊戲已結束：所有玩家的卡牌都已在最終計分中公開。
wallstreet-secret-shares = 你的股票卡：{ $shares }。
wallstreet-secret-market = 市場波幅卡：{ $cards }。
wallstreet-secret-capital = 資本卡：隱藏股票為{ $stock }，{ $points } 分。
wallstreet-secret-answer = 你蓋著打出的卡牌：{ $card }。
wallstreet-secret-choice = 你蓋著選擇的卡牌：{ $card }。
wallstreet-secret-estimate = 若遊戲現在結束，你的分數為 { $total }。

## 圖片（render/wallstreet.py）：卡面、圖板、私人手牌。

wallstreet-pic-money = { $amount }
wallstreet-pic-head-corn = { -wallstreet-stock-corn }
wallstreet-pic-head-cotton = { -wallstreet-stock-cotton }
wallstreet-pic-head-steel = { -wallstreet-stock-steel }
wallstreet-pic-head-oil = { -wallstreet-stock-oil }
wallstreet-pic-head-double = { $stock } ×2
wallstreet-pic-head-dual = { $first }/{ $second }
wallstreet-pic-abbr-corn = 玉米
wallstreet-pic-abbr-cotton = 棉花
wallstreet-pic-abbr-steel = 鋼鐵
wallstreet-pic-abbr-oil = 石油
wallstreet-pic-head-golden = 黃金股票
wallstreet-pic-head-market = 市場波幅
wallstreet-pic-head-explosion = 爆炸！
# 卡面上的股價升降，用真正的減號（−）。
wallstreet-pic-up = { $stock } +{ $steps }
wallstreet-pic-down = { $stock } −{ $steps }
wallstreet-pic-mixed-top = 混合
wallstreet-pic-mixed-bottom = 波幅
wallstreet-pic-share = 股票
wallstreet-pic-share-double = 股票 ×2
wallstreet-pic-start-share = 起始股票
wallstreet-pic-any-stock = 任一種股票
wallstreet-pic-points = { $points }分
wallstreet-pic-trend = 市場趨勢
wallstreet-pic-trend-cash = 上有 { $cash }
wallstreet-pic-clockwise = 順時針
wallstreet-pic-counter-clockwise = 逆時針
wallstreet-pic-deck = 牌堆 { $count }
wallstreet-pic-empty = 空位
# 卡牌下方的認購期權卡標記（簡短）。
wallstreet-pic-option = 期權
wallstreet-pic-prices = 股價（{ $board }）  ·  最低持股
wallstreet-pic-board-blue = 藍色面
wallstreet-pic-board-yellow = 黃色面
wallstreet-pic-tycoons = 大亨卡
wallstreet-pic-tycoon = { $card } { $side }
wallstreet-pic-tycoon-used = { $card } { $side } · 已使用
wallstreet-pic-piles = 棄牌堆（最上方的卡牌；事件於遊戲結束時觸發）
wallstreet-pic-pile = { $pile }（{ $count }）
wallstreet-pic-event-left = 黃金股票 = 現金 { $cash }
wallstreet-pic-event-middle = 持股張數 -1
wallstreet-pic-event-right = 股價減半
wallstreet-pic-dynamite = 炸藥
wallstreet-pic-over = 遊戲結束。事件：{ $event }。贏家：{ $winners }
wallstreet-pic-fires = { $pile }事件格觸發
wallstreet-pic-tied = 無（炸藥數量相同）
wallstreet-pic-prompt = { $who }：{ $what }
wallstreet-pic-prompt-last = { $who }：{ $what }  ·  最後一輪
wallstreet-pic-do-place = 擺放玩家指示物
wallstreet-pic-do-explode = 將爆炸卡置於任一棄牌堆
wallstreet-pic-do-act = 買進股票、賣出股票或增加資本
wallstreet-pic-do-end = 可將市場趨勢卡翻面或結束回合
wallstreet-pic-do-keep = 保留或棄置{ $card }
wallstreet-pic-do-pile = 棄置{ $card }
wallstreet-pic-do-raise = 選擇一種股票上漲
wallstreet-pic-do-lower = 選擇一種股票下跌
wallstreet-pic-do-offer = 打出一張股票卡進行交換
wallstreet-pic-do-answer = 蓋著打出卡牌回應交換
wallstreet-pic-do-answer-for = 蓋著打出卡牌回應{ $card }（代表{ $stock }）：不能是{ $stock }或黃金股票卡
wallstreet-pic-do-pick = 選擇要交換的卡牌：{ $answers }
wallstreet-pic-do-give = 將大亨卡 A 交給其他玩家
wallstreet-pic-do-repay = 可償還一筆借款
wallstreet-pic-do-claim = 拿取棄牌堆最上方的卡牌
wallstreet-pic-do-remove = 選擇一張卡牌移除遊戲
wallstreet-pic-col-player = 玩家
wallstreet-pic-col-cash = 現金
wallstreet-pic-col-capital = 資本額
wallstreet-pic-col-loans = 貸款
wallstreet-pic-col-shares = 股票卡
wallstreet-pic-col-market = 市場波幅卡
wallstreet-pic-col-tycoon = 大亨卡
wallstreet-pic-col-spot = 位置
wallstreet-pic-col-score = 分數
wallstreet-pic-col-total = 總分
wallstreet-pic-col-points = 分數
wallstreet-pic-final = 最終計分 · 炸藥 { $dynamite } · 事件：{ $event }
wallstreet-pic-over-short = 遊戲結束
wallstreet-pic-turn = 輪到：{ $player }
wallstreet-pic-setup = 遊戲準備
wallstreet-pic-hand = 你的手牌 — { $player }
wallstreet-pic-private = 私人
wallstreet-pic-shares = 股票卡（{ $count }）
wallstreet-pic-market = 市場波幅卡（{ $count }）
wallstreet-pic-capital-card = 資本卡（背面的隱藏股票）
wallstreet-pic-hidden-score = 隱藏分數：{ $points }
wallstreet-pic-purse = 資本額 { $capital } · 現金 { $cash } · 貸款 { $loans }
wallstreet-pic-face-down = 蓋著的卡牌：{ $card }
wallstreet-pic-estimate = 若遊戲現在結束（不計棄牌堆事件）
wallstreet-pic-total = 總分 { $total }
wallstreet-pic-count = { $stock } { $count }
wallstreet-pic-est-market = 市場波幅卡 + 隱藏分數
wallstreet-pic-est-shares = 股票卡（{ $counts }）
wallstreet-pic-est-cash = 現金
wallstreet-pic-est-loans = 貸款
wallstreet-pic-est-tycoon = 大亨卡 A

## The table card's facts (games/wallstreet/card.py).

wallstreet-facts-turn = { $kind ->
    [act] { $player } 移動買進、賣出股票或增加資本
    [place] { $player } 擺放玩家指示物
    [end] { $player } 可將市場趨勢卡翻面或結束回合
    [explode] { $player } 將爆炸卡置於任一棄牌堆
    [claim] { $player } 拿取棄牌堆最上方的卡牌
    [keep] { $player } 保留或棄置卡牌
    [pile] { $player } 將卡牌棄置到一堆
    [offer] { $player } 打出一張股票卡進行股票交易
    [answer] 所有玩家同時選擇一張股票卡蓋著打出
    [pick] { $player } 從股票交易中選一張股票卡
    [repay] { $player } 償還貸款
    [give] { $player } 交出一張股票卡
    [remove] { $player } 移除一張卡牌
    [boost] { $player } 移動一個股價
    [tycoon] { $player } 使用大亨卡
    [over] 遊戲結束
   *[other] { $player } 做決定
}
wallstreet-facts-prices = 股價：{ $prices }
wallstreet-facts-trend = 市場趨勢卡在第 { $spot } 格，{ $direction ->
    [clockwise] 順時針
   *[other] 逆時針
}，附 { $cash }
wallstreet-facts-rondel = 圓圈卡牌區：{ $spots }
wallstreet-facts-spot = { $number } { $what }
wallstreet-facts-card = { $card }（{ $cost }）
wallstreet-facts-trend-here = 市場趨勢卡
wallstreet-facts-pawns = { $what }［{ $players }］
wallstreet-facts-seat = { $player }：現金 { $cash } · 資本額 { $capital } · 貸款 { $loans } 張 · 股票 { $shares } 張 · 市場波幅卡 { $market } 張
wallstreet-facts-final = { $player }：{ $total } = 股票 { $shares } + 市場波幅卡 { $market } + 現金 { $cash } + 貸款 { $loans } + 大亨 { $tycoon }
wallstreet-facts-capital = { $stock }{ $double ->
    [yes] {" "}×2
   *[no] {""}
}，{ $points } 分
wallstreet-facts-held = 股票 { $shares }；市場波幅卡 { $market }；資本卡背面 { $capital }

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

wallstreet-option-value-board = { $value ->
    [blue] 藍色面（blue）
    [yellow] 黃色面（yellow）
   *[other] { $value }
}

## /game hint: why the normal computer would make this move (games/wallstreet/ai.py advise)
wallstreet-hint-buy = 移動 { $steps } 步並買下那裡的牌，對你約值 { $points } 分，是你所有行動中最高的。
wallstreet-hint-sell = 現在賣出這張股票對你約值 { $points } 分，是你所有行動中最高的。
wallstreet-hint-raise = 剩下約 { $turns } 個回合，多 1 點資本額划得來。
wallstreet-hint-flip = 最好的買進在另一個方向：把{ -wallstreet-trend }翻面值得這個花費。
wallstreet-hint-end = 這回合沒有其他值得做的事了。
wallstreet-hint-keep = 保留它對你約值 { $points } 分。
wallstreet-hint-discard = 它對你沒有好處：放在{ $pile }棄牌堆對你影響最小。
wallstreet-hint-discard-dynamite = 它的炸藥放到{ $pile }棄牌堆：那一堆的事件相對於其他人對你傷害最小。
wallstreet-hint-place = 這個位置前方的牌對你約值 { $points } 分。
wallstreet-hint-boom = 讓{ $stock }上漲 1，最能提高你持股的價值。
wallstreet-hint-bust = 讓{ $stock }下跌 1，對你的損失最小。
wallstreet-hint-part = 這張股票是你最不心疼的（約 { $points } 分）。
wallstreet-hint-better = 它比次佳的行動對你多值約 { $points } 分。

## 除此之外不告訴牌桌任何事的動作，在歷史與牌桌卡紀錄中的說法（bot/text/told.py）
wallstreet-told-end = { $player } 結束回合。
