### 縱橫股海：遊戲說的話。{ $player } 等參數是玩家名稱，{ $amount } 是已排好格式的金額，
### 公司與卡片參數是巢狀訊息。

stockpile-title = 縱橫股海

## 各選項的說明（與選項一起顯示；名稱與值是玩家輸入的字）。

stockpile-option-variant = 兩人變體規則（兩位玩家時自動採用）或標準規則（3–5 位玩家）
stockpile-option-side = 圖板的面：標準面或進階面
stockpile-option-investors = 開啟時使用{ -stockpile-investor }卡
stockpile-option-rounds = 改變回合數（1–12）

## 詞彙：規則書的用詞（全名），訊息以 { -stockpile-... } 引用。

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
-stockpile-investor = 投資客

## 訊息中的名稱：公司、投資客、卡片。

stockpile-company-cosmic = { -stockpile-company-cosmic }
stockpile-company-bank = { -stockpile-company-bank }
stockpile-company-labs = { -stockpile-company-labs }
stockpile-company-auto = { -stockpile-company-auto }
stockpile-company-steel = { -stockpile-company-steel }
stockpile-company-epic = { -stockpile-company-epic }
stockpile-company-full-cosmic = { -stockpile-company-cosmic }
stockpile-company-full-bank = { -stockpile-company-bank }
stockpile-company-full-labs = { -stockpile-company-labs }
stockpile-company-full-auto = { -stockpile-company-auto }
stockpile-company-full-steel = { -stockpile-company-steel }
stockpile-company-full-epic = { -stockpile-company-epic }
stockpile-investor-bill = 億萬富翁比爾
stockpile-investor-mark = 特立獨行的馬克
stockpile-investor-bernie = 掮客伯尼
stockpile-investor-graham = 鑲金的葛拉漢
stockpile-investor-cramer = 瘋狂的克拉默
stockpile-investor-martha = 消息靈通的瑪莎
stockpile-investor-donald = 凹折扣的唐納德
stockpile-investor-stuart = 神秘的史都華
stockpile-investor-deborah = 分紅的黛博拉
stockpile-investor-warren = 睿智的巴菲特
stockpile-action-boom = 「股票大漲！」
stockpile-action-bust = 「股票大跌！」
stockpile-card-share = { $company }股票
stockpile-card-fee = { $amount } 交易費用
stockpile-card-boom = 「股票大漲！」行動卡
stockpile-card-bust = 「股票大跌！」行動卡
stockpile-card-number = 第 { $number } 張卡片
stockpile-card-facedown = 一張面朝下的卡片
stockpile-card-on-pile = 第 { $pile } 格交易區的{ $card }
# 公司與其預測卡；{ $forecast } 是卡上印的符號（+2、-3、$$）。
stockpile-pair = { $company } { $forecast }
stockpile-pair-dividend = { $company } { $forecast }（股利）
stockpile-pairs-two = { $first }；{ $second }
stockpile-count-company = { $company }{ $count }張
stockpile-face-up = 朝上
stockpile-face-down = 朝下
stockpile-seed = { $pile }：{ $card }
stockpile-phase-choose = 選擇投資客
stockpile-phase-info = { -stockpile-phase-information }
stockpile-phase-supply = { -stockpile-phase-supply }
stockpile-phase-predemand = 需求階段開始前的投資客能力
stockpile-phase-demand = { -stockpile-phase-demand }（競標）
stockpile-phase-action = { -stockpile-phase-action }
stockpile-phase-selling = { -stockpile-phase-selling }
stockpile-phase-movement = { -stockpile-phase-movement }
stockpile-phase-round_end = 回合結束
stockpile-phase-over = 遊戲結束

## 事件。

stockpile-start-marker = { $player } 拿取起始玩家標記。
stockpile-keep = 你選擇了{ $investor }。
stockpile-chosen = { $player } 已選好投資客。
stockpile-investors-start = { $player } 使用{ $investors }，起始金錢為 { $amount }。
stockpile-round = 第 { $round } 回合（共 { $rounds } 回合）：由 { $player } 開始。
stockpile-public-forecast = 本回合公開的預測：{ $pair }（在移動階段生效）。
stockpile-your-forecast = 你第 { $round } 回合的預測：{ $pairs }。
stockpile-seeds = 各交易區的起始卡片：{ $cards }。
stockpile-you-get = 你拿到{ $cards }，要放進交易區。
stockpile-put-up = { $player } 將{ $card }面朝上放在第 { $pile } 格交易區。
stockpile-put-down = { $player } 將一張卡片面朝下放在第 { $pile } 格交易區。
stockpile-your-facedown = 你放在第 { $pile } 格交易區面朝下的卡片是{ $card }。
stockpile-warren-looks = { $player }（{ stockpile-investor-warren }）查看第 { $pile } 格交易區內面朝下的卡片。
stockpile-warren-sees = 第 { $pile } 格交易區內面朝下的卡片：{ $cards }。
stockpile-mark-moves = { $player }（{ stockpile-investor-mark }）把{ $card }從第 { $pile } 格交易區移到第 { $to } 格交易區。
stockpile-bidding = 開始競標：由 { $player } 先出價。
stockpile-martha-looks = { $player }（{ stockpile-investor-martha }）查看 { $whose } 的預測。
stockpile-martha-looks-facedown = { $player }（{ stockpile-investor-martha }）查看一組面朝下的預測。
stockpile-martha-sees = 你看到了 { $pair }。
stockpile-bid = { $player } 在第 { $pile } 格交易區出價 { $amount }。
stockpile-bid-outbid = { $player } 在第 { $pile } 格交易區出價 { $amount }，超過了 { $outbid } 的出價。
stockpile-paid = { $amount }
stockpile-paid-donald = { $amount }（{ stockpile-investor-donald }：比 { $bid } 出價低一格的價格）
stockpile-took-shares = 股票卡 { $count } 張
stockpile-took-boom = 一張「股票大漲！」卡
stockpile-took-bust = 一張「股票大跌！」卡
stockpile-took-and = { $first }和{ $last }
stockpile-pays-for-pile = { $player } 為第 { $pile } 格交易區支付 { $paid }，拿取{ $took }。
stockpile-pile-gives = 你從第 { $pile } 格交易區拿到：{ $cards }。
stockpile-bernie-collects = { $player }（{ stockpile-investor-bernie }）收取 { $amount } 的交易費用。
stockpile-pays-fee = { $player } 支付 { $amount } 的交易費用。
stockpile-fee-unpaid = { $player } 暫時付不起 { $amount } 的交易費用。
stockpile-pays-waiting-fee = { $player } 付清一筆未付的 { $amount } 交易費用。
stockpile-cramer-up = { $player }（{ stockpile-investor-cramer }）讓{ $company }的股價漲 1 格。
stockpile-cramer-down = { $player }（{ stockpile-investor-cramer }）讓{ $company }的股價跌 1 格。
stockpile-plays-action = { $player } 對{ $company }打出{ $card }（{ $steps }）。
stockpile-sells = { $player } 賣出 1 張{ $company }股票，獲得 { $amount }。
stockpile-sells-graham = { $player } 賣出 1 張{ $company }股票，獲得 { $amount }（含{ stockpile-investor-graham }的加成）。
stockpile-sells-split = { $player } 賣出股票分割區的 1 張{ $company }股票（等於 2 張），獲得 { $amount }。
stockpile-sells-split-graham = { $player } 賣出股票分割區的 1 張{ $company }股票（等於 2 張），獲得 { $amount }（含{ stockpile-investor-graham }的加成）。
stockpile-sells-half = { $player } 將股票分割區的 1 張{ $company }股票移回投資組合區並賣出 1 張，獲得 { $amount }。
stockpile-sells-half-graham = { $player } 將股票分割區的 1 張{ $company }股票移回投資組合區並賣出 1 張，獲得 { $amount }（含{ stockpile-investor-graham }的加成）。
stockpile-dividend-space = { $company }的股價上升到股利格。
stockpile-now-at = { $company }的股價現在是 { $price }。
stockpile-splits = { $company }股票分割！
stockpile-resplit = { $player } 股票分割區已有 { $count } 張{ $company }股票，獲得 { $amount }。
stockpile-to-split = { $player } 展示 { $count } 張{ $company }股票，並移到股票分割區。
stockpile-bankrupt = { $company }破產：所有{ $company }股票都被棄掉，股價回到起始值。
stockpile-loses = { $player } 失去 { $count } 張{ $company }股票。
stockpile-claims = { $player } 展示 { $count } 張{ $company }股票，拿取 { $amount }。
stockpile-claims-nothing = { $player } 不拿取{ $company }的股利。
stockpile-reveal-public = 公開的預測生效：{ $pair }。
stockpile-reveal-hidden = 一組面朝下的預測：{ $pair }。
stockpile-reveal = { $player } 展示預測：{ $pair }。
stockpile-deborah-passes = { $player }（{ stockpile-investor-deborah }）不指定任何公司。
stockpile-deborah-names = { $player }（{ stockpile-investor-deborah }）指定{ $company }：持有者每張股票獲得 { $amount }。
stockpile-no-shares = 沒有股票
stockpile-final-fees-paid = 付清未付的交易費用 { $amount }
stockpile-final-fees-unpaid = 未付的交易費用 { $amount }
stockpile-final = { $player } 展示{ $shares }：最大股東獎勵 { $bonus }，股票賣得 { $sale }，合計 { $total }。
stockpile-final-fees = { $player } 展示{ $shares }：最大股東獎勵 { $bonus }，股票賣得 { $sale }，{ $fees }，合計 { $total }。
stockpile-over = 遊戲結束。{ $winners } 以 { $amount } { $count ->
    [1] 獲勝
   *[other] 並列獲勝
}。

## 發放的是哪一筆錢（股利會詢問持有者要展示幾張股票）。

stockpile-why-space = { $company }股利格
stockpile-why-dividend = { $company }股利
stockpile-why-deborah = { stockpile-investor-deborah }指定的{ $company }分紅

## 玩家的秘密（私訊）。

stockpile-secret = { $forecasts }{ $portfolio }。{ $hand }{ $facedown }{ $seen }{ $offers }{ $investors }
stockpile-secret-none = { "" }
stockpile-secret-over = 遊戲結束：所有玩家的股票都已展示。
stockpile-secret-forecasts = { $count ->
    [1] 你的預測
   *[other] 你的 { $count } 組預測
}：{ $pairs }。
stockpile-secret-portfolio = 你的股票投資組合區：{ $shares }
stockpile-secret-portfolio-empty = 你的股票投資組合區：沒有股票
stockpile-secret-portfolio-split = { $portfolio }（股票分割區：{ $split }）
stockpile-secret-hand = 手上的卡片：{ $cards }。
stockpile-secret-facedown = 面朝下的卡片：{ $cards }。
stockpile-secret-seen = 瑪莎看到：{ $seen }。
stockpile-seen-facedown = 第 { $number } 組面朝下的卡片是 { $pair }
stockpile-seen-player = { $player } 的卡片是 { $pair }
stockpile-seen-player-pair = { $player } 的第 { $number } 組卡片是 { $pair }
stockpile-secret-offers = 可選擇的投資客：{ $investors }。
stockpile-secret-investors = { $count ->
    [1] 你的投資客
   *[other] 你的 { $count } 位投資客
}：{ $investors }。

## 行動的標籤（按鈕、選單、紀錄）。

stockpile-label-bid = 在第 { $pile } 格交易區出價 { $amount }
stockpile-pile-number = 第 { $pile } 格交易區
stockpile-label-place-up = 將{ $card }面朝上放在第 { $pile } 格交易區
stockpile-label-place-down = 將{ $card }面朝下放在第 { $pile } 格交易區
stockpile-label-keep = 選擇{ $investor }
stockpile-label-look = 巴菲特：查看第 { $pile } 格交易區
stockpile-label-move-card = 馬克：把第 { $pile } 格交易區的{ $card }移到第 { $to } 格
stockpile-label-peek = 瑪莎：查看 { $player } 的第 { $number } 組卡片
stockpile-label-peek-facedown = 瑪莎：查看第 { $number } 組面朝下的卡片
stockpile-label-play-up = 打出{ $card }：{ $company }漲 { $steps } 格
stockpile-label-play-down = 打出{ $card }：{ $company }跌 { $steps } 格
stockpile-label-nudge-up = 克拉默：{ $company }漲 1 格
stockpile-label-nudge-down = 克拉默：{ $company }跌 1 格
stockpile-label-sell = 賣出 1 張{ $company }股票
stockpile-label-sell-split = 賣出股票分割區的 1 張{ $company }股票（等於 2 張）
stockpile-label-sell-half = 將 1 張分割的{ $company }股票賣出一半
stockpile-label-show = 展示 { $count } 張股票領取股利
stockpile-label-claim-none = 不展示{ $company }股票（不拿取）
stockpile-label-claim = 展示 { $count } 張{ $company }股票：拿取 { $amount }
stockpile-label-dividend = 黛博拉：指定{ $company }分紅
stockpile-label-done = 完成
stockpile-label-done-selling = 結束賣出
stockpile-label-done-predemand = 完成：開始競標
stockpile-label-done-action = 完成：不使用克拉默的能力
stockpile-label-pass = 跳過

## 拒絕：為什麼不能這樣做、可以怎麼做。指令的英文字（look、pile、sell_split……）照原樣輸入。

stockpile-refuse-variant-two = 2位玩家時的變體規則只能由 2 位玩家進行。
stockpile-refuse-variant-standard = 2 位玩家時{ stockpile-title }使用 2位玩家時的變體規則；標準遊戲為 3 到 5 位玩家。
stockpile-refuse-claim = 現在每位持有者決定要展示幾張{ $company }股票領取股利（每張 { $amount }；股票分割區的 1 張算 2 張）：從 0 到你持有的{ $company }股票張數中選擇（claim）。
stockpile-refuse-choose = 從發給你的投資客卡片中選擇一張（見你的私人資訊）。
stockpile-refuse-selling = 賣出一張你的股票（sell、sell_split 或 sell_half，加上你持有的公司），或輸入 done 結束賣出。
stockpile-refuse-round-end = 為{ stockpile-investor-deborah }的分紅指定一間公司（dividend 加上公司），或跳過（pass）。
stockpile-refuse-phase = 現在不能這樣做（{ $phase }）。
stockpile-refuse-place = 從手上選一張卡片，{ $faces }放在第 1 到 { $piles } 格的任一交易區。
stockpile-refuse-place-unheld = 你沒有這張卡片：從手上的卡片（見你的私人資訊）選一張，{ $faces }放在第 1 到 { $piles } 格的任一交易區。
stockpile-refuse-place-down-used = 這次你已經放過一張面朝下的卡片；請把另一張卡片面朝上放在第 1 到 { $piles } 格的任一交易區。
stockpile-refuse-place-up-used = 這次你已經放過一張面朝上的卡片；請把另一張卡片面朝下放在第 1 到 { $piles } 格的任一交易區。
stockpile-refuse-predemand = 競標開始前，你可以在第 1 到 { $piles } 格交易區{ $can }；或輸入 done。
stockpile-can-look = 查看一個交易區內面朝下的卡片（look、pile）
stockpile-can-move = 把一張卡片移到另一個交易區（move_card、pile、card、to）
stockpile-can-investor = 使用你的投資客能力
stockpile-you-have = 你有 { $amount }
stockpile-you-have-beside = 扣掉你另一個出價後，你還有 { $amount }
stockpile-refuse-martha-used = { stockpile-investor-martha }每回合只能查看一次；現在請在交易區出價。
stockpile-refuse-martha = { stockpile-investor-martha }可以查看另一位玩家的一組卡片（peek、player、pair），然後出價。
stockpile-refuse-martha-facedown = { stockpile-investor-martha }可以查看另一位玩家的一組卡片（peek、player、pair）或一組面朝下的卡片（peek_facedown、pair），然後出價。
stockpile-refuse-bid-pile = 請在第 1 到 { $piles } 格交易區出價，價格要高於該處的出價，並放在競標軌的格子上（{ $spaces }）；{ $have }。
stockpile-refuse-bid-own = 你自己的米寶已在第 { $pile } 格交易區；請到其他交易區出價。
stockpile-refuse-bid-locked = 第 { $pile } 格交易區已被鎖在 { $amount }；請到其他交易區出價。
stockpile-refuse-bid-can = 你可以在第 { $pile } 格交易區出價 { $amount } 以上；{ $have }。
stockpile-refuse-bid-elsewhere = { $can }請到其他交易區出價。
stockpile-refuse-bid-spaces = { $can }出價必須是競標軌上的格子（{ $spaces }）。
stockpile-refuse-bid-only = { $can }所以那裡只剩 { $amount } 可以出價。
stockpile-refuse-bid-range = { $can }所以請在那裡出價 { $low } 到 { $top }。
stockpile-refuse-bid-range-over = { $can }所以請在那裡出價 { $low } 到 { $top }。出價永遠不能高於你擁有的現金。
stockpile-refuse-action = 將你拿到的每張行動卡（{ $cards }）打在你選擇的公司上（{ $companies }）。
stockpile-refuse-action-cramer = 將你拿到的每張行動卡（{ $cards }）打在你選擇的公司上（{ $companies }）；{ stockpile-investor-cramer }也可以讓一間公司的股價漲 1 格或跌 1 格。
stockpile-refuse-cramer = { stockpile-investor-cramer }可以讓一間公司的股價漲 1 格或跌 1 格（nudge、company、steps 為 1 或 -1），或輸入 done。
stockpile-refuse-action-any = 將你拿到的每張行動卡打在你選擇的公司上。

## 圖片（render/stockpile.py）：主圖板與玩家的桌面。

stockpile-pic-company-cosmic = 宇宙電腦
stockpile-pic-company-bank = 底線銀行
stockpile-pic-company-labs = 領先實驗室
stockpile-pic-company-auto = 美國汽車
stockpile-pic-company-steel = 斯坦福鋼鐵
stockpile-pic-company-epic = 傳奇電力
stockpile-pic-investor-bill = 比爾
stockpile-pic-investor-mark = 馬克
stockpile-pic-investor-bernie = 伯尼
stockpile-pic-investor-graham = 葛拉漢
stockpile-pic-investor-cramer = 克拉默
stockpile-pic-investor-martha = 瑪莎
stockpile-pic-investor-donald = 唐納德
stockpile-pic-investor-stuart = 史都華
stockpile-pic-investor-deborah = 黛博拉
stockpile-pic-investor-warren = 巴菲特
stockpile-pic-action-boom = 大漲
stockpile-pic-action-bust = 大跌
stockpile-pic-fee = 費用
stockpile-pic-boom = 大漲
stockpile-pic-bust = 大跌
stockpile-pic-phase-choose = 選擇投資客
stockpile-pic-phase-info = { -stockpile-phase-information }
stockpile-pic-phase-supply = { -stockpile-phase-supply }
stockpile-pic-phase-predemand = 需求階段開始前
stockpile-pic-phase-demand = { -stockpile-phase-demand }：競標
stockpile-pic-phase-action = { -stockpile-phase-action }
stockpile-pic-phase-selling = { -stockpile-phase-selling }
stockpile-pic-phase-movement = { -stockpile-phase-movement }
stockpile-pic-phase-round_end = 回合結束
stockpile-pic-phase-over = 遊戲結束
stockpile-pic-subtitle = 第 { $round } / { $rounds } 回合 · { $phase }
stockpile-pic-subtitle-advanced = 第 { $round } / { $rounds } 回合 · { $phase } · 進階圖板
stockpile-pic-rounds = 回合
stockpile-pic-start-player = 起始玩家
stockpile-pic-legend = 白框：起始格 · 金色標記：股票分割後股價移到的格子
stockpile-pic-legend-dividend = 白框：起始格 · 金色標記：股票分割後股價移到的格子 · $：股價上升到此格時發放股利給持有者
stockpile-pic-track-bust = 破產
stockpile-pic-track-split = 分割
stockpile-pic-forecasts = 預測
stockpile-pic-public = 公開
stockpile-pic-face-down = 面朝下
stockpile-pic-revealed = 本回合已展示：
stockpile-pic-pair = { $company } { $forecast }
stockpile-pic-pile = 第 { $pile } 格交易區 · { $count } 張
stockpile-pic-head-player = 玩家
stockpile-pic-head-cash = 現金
stockpile-pic-head-unpaid = 未付
stockpile-pic-head-portfolio = 投資組合
stockpile-pic-head-split = 股票分割區
stockpile-pic-head-investors = 投資客
stockpile-pic-head-actions = 行動卡
stockpile-pic-names = { $names }
stockpile-pic-chosen = 已選擇
stockpile-pic-winners = { $count ->
    [1] 贏家
   *[other] 並列贏家
}：{ $winners }，{ $amount }
stockpile-pic-final = { $player } { $total }（獎勵 { $bonus }，股票 { $shares }）
stockpile-pic-claim = { $why }：每張 { $amount } — 等待 { $waiting }
stockpile-pic-to-act = 輪到：{ $players }
stockpile-pic-deck = 市場牌庫：{ $count } 張 · 棄牌堆：{ $discard } 張
stockpile-pic-desk = 你的桌面
stockpile-pic-desk-cash = 現金 { $amount } · 第 { $round }/{ $rounds } 回合
stockpile-pic-forecast = 你的預測
stockpile-pic-forecast-hand = 你的預測與手上的卡片
stockpile-pic-pair-number = 第 { $number } 組
stockpile-pic-no-forecast = 本回合沒有預測
stockpile-pic-portfolio = 股票投資組合區（不給其他人看）與股票分割區（公開）
stockpile-pic-shares = { $count } 張股票
stockpile-pic-split = 分割 { $count } 張（×2）
stockpile-pic-known = 你知道的面朝下卡片
stockpile-pic-pile-number = 交易區 { $pile }
stockpile-pic-none = 無
stockpile-pic-unpaid = 未付的交易費用：{ $amount }
stockpile-pic-investors = 投資客
stockpile-pic-offered = { $investor }（可選擇）
stockpile-pic-investor-cash = 現金 { $amount }
stockpile-pic-facedown-pair = 面朝下的一組卡片
stockpile-pic-martha-saw = 瑪莎看到 { $who }：{ $company } { $forecast }
stockpile-pic-ability-bill = 沒有能力；起始金錢最多。
stockpile-pic-ability-mark = 需求階段開始前，可以把一張卡片從一個交易區移動到另一個交易區。
stockpile-pic-ability-bernie = 他拿取的交易區內的交易費用不用支付，反而讓他獲得卡上的金額。
stockpile-pic-ability-graham = 他每賣出一張股票（遊戲結束時也算）多獲得 $1,000。
stockpile-pic-ability-cramer = 行動階段輪到他時，可以讓一間公司的股價漲 1 格或跌 1 格。
stockpile-pic-ability-martha = 每回合一次，需求階段輪到她時，可以查看一位玩家的公司卡與預測卡（少於 5 位玩家時，也可改為查看一組面朝下的卡片）。
stockpile-pic-ability-donald = 支付的金額為他米寶所在格子的下一格（出價 $10,000 只需付 $6,000）。
stockpile-pic-ability-stuart = 供應階段的 2 張卡片可以都面朝下放置。
stockpile-pic-ability-deborah = 每回合結束時，可以指定一間公司：每位持有者每張股票獲得 $1,000。
stockpile-pic-ability-warren = 需求階段開始前，可以查看一個交易區內所有面朝下的卡片。

## The table card's facts (games/stockpile/card.py).

stockpile-facts-phase = 第 { $round } 回合（共 { $rounds } 回合）· { $phase }
stockpile-facts-prices = 股價：{ $prices }
stockpile-facts-forecasts = 已知的預測：{ $forecasts }
stockpile-facts-pile = 第 { $pile } 堆：{ $cards }{ $down ->
    [0] {""}
   *[other] {" "}＋ 蓋著 { $down } 張
} · { $bid }
stockpile-facts-bid = { $player } 出價 { $amount }
stockpile-facts-no-bid = 無人出價
stockpile-facts-seat = { $player }：{ $cash } · 股票 { $shares } 張
stockpile-facts-final = { $player }：{ $total } = 現金 { $cash } + 最大股東獎勵 { $bonus } + 賣出股票 { $shares } − 未付手續費 { $unpaid }
stockpile-facts-held = 股票 { $shares }；預測 { $forecasts }
stockpile-facts-doing = { $phase ->
    [choose] { $player } 選擇投資客
    [supply] { $player } 將一張牌放到交易區
    [predemand] { $player } 使用投資客的能力
    [demand] { $player } 在交易區出價
    [action] { $player } 執行行動卡
    [selling] { $player } 賣出股票
   *[other] 輪到 { $player }
}

## An option's value on the lobby card and in its select (bot/text/table_card.py): the word in
## the reader's language, with the word typed in `/game options` after it where they differ.

stockpile-option-value-variant = { $value ->
    [standard] 標準規則（standard）
    [two_player] 兩人變體（two_player）
   *[other] { $value }
}
stockpile-option-value-side = { $value ->
    [standard] 標準面（standard）
    [advanced] 進階面（advanced）
   *[other] { $value }
}

## /game hint: why the normal computer would make this move (games/stockpile/ai.py advise)
stockpile-hint-claim = 出示全部 { $shares } 股：每出示一股都有錢拿。
stockpile-hint-keep = { $investor }是你拿到的{ -stockpile-investor }中最強的。
stockpile-hint-place-hide = 把你的{ $card }（對你約值 { $value }）蓋著放在第 { $pile } 格交易區，那是你最可能競標的交易區。
stockpile-hint-place-spoil = 把你的{ $card }翻開放在第 { $pile } 格交易區：它最不值錢，也讓別人對那一格交易區興趣大減。
stockpile-hint-bid = 第 { $pile } 格交易區對你約值 { $value }，出價 { $amount } 能留下最多價差（{ $surplus }）。
stockpile-hint-peek = 先看再出價：知道一張{ -stockpile-forecast }比任何出價都值錢。
stockpile-hint-look = 第 { $pile } 格交易區蓋著的牌最多，最值得看。
stockpile-hint-move = 你持有 { $shares } 股{ $company }：移動 { $steps } 對你的持股最有利。
stockpile-hint-sell = 預計移動後{ $company }每股約值 { $expected }，低於現在的 { $now }：賣出。
stockpile-hint-hold = 你的股票這回合預計都不會下跌：繼續持有。
stockpile-hint-dividend = 你持有最多的是{ $company }（{ $shares } 股）：選它，你拿得最多。
stockpile-hint-place-best = 把你的{ $card }放在第 { $pile } 格交易區，那是對你最值錢的交易區（約 { $value }）：就競標它。

## 除此之外不告訴牌桌任何事的動作，在歷史與牌桌卡紀錄中的說法（bot/text/told.py）
stockpile-told-done = { $player } 完成了。
stockpile-told-done-selling = { $player } 結束賣出。
stockpile-told-done-predemand = { $player } 準備好進入競標。
stockpile-told-done-action = { $player } 不使用{ stockpile-investor-cramer }的能力。

## 牌桌卡上的一輪結束：每種一行（bot/text/summary.py）
stockpile-reveal-kind = 預測
stockpile-reveal-brief = { $player } { $pair }
stockpile-reveal-hidden-kind = 面朝下的預測
stockpile-reveal-hidden-brief = { $pair }
stockpile-now-at-kind = 目前股價
stockpile-now-at-brief = { $company } { $price }
stockpile-loses-kind = 失去的股票
stockpile-loses-brief = { $player } { $count } 張{ $company }
stockpile-to-split-kind = 移到股票分割區
stockpile-to-split-brief = { $player } { $count } 張{ $company }
stockpile-pays-for-pile-kind = 交易區付款
stockpile-pays-for-pile-brief = { $player } 第 { $pile } 格 { $paid }（{ $took }）
stockpile-pays-fee-kind = 已付的交易費用
stockpile-pays-fee-brief = { $player } { $amount }
stockpile-fee-unpaid-kind = 尚未付得出的交易費用
stockpile-fee-unpaid-brief = { $player } { $amount }
stockpile-pays-waiting-fee-kind = 補付的交易費用
stockpile-pays-waiting-fee-brief = { $player } { $amount }
stockpile-bankrupt-kind = 破產（所有股票棄掉，股價重新開始）
stockpile-bankrupt-brief = { $company }
