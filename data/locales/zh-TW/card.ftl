### 牌桌卡：每張牌桌一則即時訊息（bot/text/table_card.py、games/<key>/card.py）。

## 共用片段。

card-none = –
card-dot = { $first } · { $rest }
card-comma = { $first }、{ $rest }
card-shares = { $what } { $count } 張
card-price = { $name } { $price }
card-more = ……還有 { $count } 項
card-reveal = { $player } 持有：{ $holdings }
card-end-rank = { $rank }. { $player }：{ $score }{ $won ->
    [yes] {" "}🏆
   *[no] {""}
}

## 卡片框架：狀態、簡短紀錄、按鈕。

card-status-turn = 輪到你了：{ $players }
card-status-waiting = 等待 { $players }
card-status-over = 遊戲結束。
card-log = 最近的動作
card-log-entry = { $player }：{ $label }
card-end-scores = 最終分數
card-end-reveal = 每位玩家持有的牌
card-button-move = 輪到你
card-button-hand = 我的手牌
card-button-history = 紀錄
card-button-rematch = 再來一局
card-button-join = 加入
card-button-leave = 離開
card-button-add-ai = 加入電腦
card-button-start = 開始

## 等候室卡片。

card-lobby-status = 等待玩家加入（已入座 { $seated } 人，需 { $least }–{ $most } 人）。由 { $host } 開始遊戲。
card-lobby-seats = 座位
card-lobby-seat = { $number }. { $player }
card-lobby-options = 選項
card-lobby-option = { $name }：{ $value }
card-lobby-no-options = 這個遊戲沒有選項。
card-option-on = 開
card-option-off = 關
card-option-auto = 自動
card-option-secret = 已設定（保密）
card-level-placeholder = 電腦難度：{ $level }
card-level-easy = 簡單
card-level-normal = 普通
card-level-hard = 困難

## 縱橫股海。

card-stockpile-phase = 第 { $round } 回合（共 { $rounds } 回合）· { $phase }
card-stockpile-prices = 股價：{ $prices }
card-stockpile-forecasts = 已知的預測：{ $forecasts }
card-stockpile-pile = 第 { $pile } 堆：{ $cards }{ $down ->
    [0] {""}
   *[other] {" "}＋ 蓋著 { $down } 張
} · { $bid }
card-stockpile-bid = { $player } 出價 { $amount }
card-stockpile-no-bid = 無人出價
card-stockpile-seat = { $player }：{ $cash } · 股票 { $shares } 張
card-stockpile-final = { $player }：{ $total } = 現金 { $cash } + 最大股東獎勵 { $bonus } + 賣出股票 { $shares } − 未付手續費 { $unpaid }
card-stockpile-held = 股票 { $shares }；預測 { $forecasts }

## Acquire。

card-acquire-phase = { $phase ->
    [place] { $player } 打一個板塊
    [found] { $player } 建立連鎖
    [survivor] { $player } 選擇存續的連鎖
    [order] { $player } 選擇先行合併的公司
    [dispose] { $player } 處理被併購公司的股票（賣出、交換或保留）
    [buy] { $player } 買股票（已買 { $bought } 張，最多 { $most } 張）
   *[over] 遊戲結束
}
card-acquire-chain = { $name }（{ $size } 個板塊，{ $price }{ $safe ->
    [yes] ，安全
   *[no] {""}
}）
card-acquire-chains = 連鎖：{ $chains } · 剩 { $tiles } 個板塊
card-acquire-merger = 合併：{ $defunct } 併入 { $survivor }，每股 { $price }
card-acquire-seat = { $player }：{ $cash } · { $shares }
card-acquire-holdings-secret = 現金與股票在遊戲結束前保密。
card-acquire-payout = { $name }（{ $size } 個板塊）：每股 { $price }，獎金 { $majority } / { $minority }
card-acquire-end-chains = 遊戲結束時發放獎金的連鎖：
card-acquire-final = { $player }：最終現金 { $cash } · 剩下的股票 { $shares }
card-acquire-held = 板塊 { $tiles }

## Futures!

card-futures-phase = 第 { $round } 期（共 { $rounds } 期）· { $phase }{ $step ->
    [card] {" "}· 蓋放一張牌
    [reveal] {" "}· 翻開一張蓋牌
    [act] {" "}· 買賣、結算或過
    [pass] {" "}· 將一張手牌傳給左邊玩家
   *[other] {""}
}
card-futures-prices = 行情：{ $prices }
card-futures-field = 場上：{ $slots }
card-futures-slot = { $slot } { $card }
card-futures-face-down = 蓋著
card-futures-actions = 輪到 { $player }（還有 { $left } 個行動）
card-futures-marker = { $commodity } { $side } 於 { $price }（{ $value }）
card-futures-seat = { $player }（{ $colour }）：{ $money } · 手牌 { $cards } 張 · 交易標記 { $markers }
card-futures-final = { $player }：{ $money } · 結算 { $markers } 個交易標記：收益 { $gains }、債務 { $debts }、沒收 { $forfeited }
card-futures-held = 手牌 { $cards }

## 秦。

card-qin-phase = { $board }{ $boards ->
    [1] {""}
   *[other] （第 { $number } 張，共 { $boards } 張）
} · { $phase ->
    [place] { $player } 擺放板塊
   *[over] 遊戲結束
} · 板塊堆剩 { $pile } 個
card-qin-seat = { $player }：場上寶塔 { $placed } 座，剩 { $left } 座 · 村莊 { $villages } 個 · 省區 { $provinces } 個
card-qin-end = { $reason ->
    [blocked] 沒有人能再擺放板塊。
   *[placed] 有玩家擺出了最後一座寶塔。
}
card-qin-final = { $player }：擺出 { $placed } 座寶塔，剩下 { $left } 座
card-qin-held = 板塊 { $tiles }

## 華爾街1920。

card-wallstreet-turn = { $kind ->
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
card-wallstreet-prices = 股價：{ $prices }
card-wallstreet-trend = 市場趨勢卡在第 { $spot } 格，{ $direction ->
    [clockwise] 順時針
   *[other] 逆時針
}，附 { $cash }
card-wallstreet-rondel = 圓圈卡牌區：{ $spots }
card-wallstreet-spot = { $number } { $what }
card-wallstreet-card = { $card }（{ $cost }）
card-wallstreet-trend-here = 市場趨勢卡
card-wallstreet-pawns = { $what }［{ $players }］
card-wallstreet-seat = { $player }：現金 { $cash } · 資本額 { $capital } · 貸款 { $loans } 張 · 股票 { $shares } 張 · 市場波幅卡 { $market } 張
card-wallstreet-final = { $player }：{ $total } = 股票 { $shares } + 市場波幅卡 { $market } + 現金 { $cash } + 貸款 { $loans } + 大亨 { $tycoon }
card-wallstreet-capital = { $stock }{ $double ->
    [yes] {" "}×2
   *[no] {""}
}，{ $points } 分
card-wallstreet-held = 股票 { $shares }；市場波幅卡 { $market }；資本卡背面 { $capital }


card-chart-alt = 這局{ $game }的走勢圖。
